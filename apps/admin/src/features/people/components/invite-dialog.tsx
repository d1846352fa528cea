import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ApiError,
  canOnSite,
  grantableSiteRoles,
  roleOnSite,
  type CreatedInviteResponse,
  type Grants,
  type Membership,
  type NetworkRole,
  type SiteRole,
} from '@sitenet/api-client';
import { languageLabel } from '@sitenet/i18n/languages';
import { useLanguages } from '../../../lib/api/get-languages';
import { useSites } from '../../../lib/api/get-sites';
import { useCreateInvite } from '../api/invites';
import { InviteLink } from './invite-link';

export interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in person (GET /api/admin/me): which sites and roles they may grant. */
  viewer: { role: NetworkRole; memberships: Membership[] };
}

interface MembershipRow {
  key: number;
  siteId: string;
  role: SiteRole | '';
  languages: string[];
}

type Errors = Record<string, string>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
let nextKey = 1;
const emptyRow = (): MembershipRow => ({ key: nextKey++, siteId: '', role: '', languages: [] });

function grantsOf(viewer: InviteDialogProps['viewer']): Grants {
  return {
    role: viewer.role,
    memberships: new Map(viewer.memberships.map((m) => [m.site_id, { role: m.role, languages: m.languages }])),
  };
}

/** The server's 400/409 field errors (`email`, `memberships.0.languages` ...) by field. */
function serverErrors(error: unknown): { fields: Errors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'The invitation could not be sent. Please try again.' };
  const body = error.body as { message?: string; errors?: Record<string, string[]> } | undefined;
  const fields: Errors = {};
  for (const [key, messages] of Object.entries(body?.errors ?? {})) if (messages[0]) fields[key] = messages[0];
  return { fields, message: body?.message ?? 'The invitation could not be sent.' };
}

/** A translator's languages: the site's languages other than its original. */
function TranslatorLanguages({ siteId, value, onChange, error }: { siteId: number; value: string[]; onChange: (codes: string[]) => void; error?: string }) {
  const languages = useLanguages(siteId);
  const choices = (languages.data ?? []).filter((language) => !language.isDefault);
  return (
    <Checkbox.Group label="Languages they translate into" value={value} onChange={onChange} error={error} withAsterisk>
      <Group gap="md" mt={6}>
        {languages.isPending && <Text size="sm">Loading languages...</Text>}
        {choices.map((language) => (
          <Checkbox key={language.code} value={language.code} label={languageLabel(language.code)} />
        ))}
        {!languages.isPending && choices.length === 0 && <Text size="sm">This site has no languages to translate into yet.</Text>}
      </Group>
    </Checkbox.Group>
  );
}

/**
 * Invite a person: email, name, the network role (for whoever may make administrators), and for
 * a member the sites with a role each (and a translator's languages). Only the sites the viewer
 * manages and the roles below their own are offered; the server decides again. After sending, the
 * link is shown once with a copy button when the server mails nothing, else "Invitation sent to".
 */
export function InviteDialog({ opened, onClose, viewer }: InviteDialogProps) {
  const grants = grantsOf(viewer);
  const sites = useSites();
  const create = useCreateInvite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [networkRole, setNetworkRole] = useState<'member' | 'administrator'>('member');
  const [rows, setRows] = useState<MembershipRow[]>(() => [emptyRow()]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<CreatedInviteResponse | null>(null);

  const manageable = (sites.data ?? []).filter((site) => canOnSite(grants, 'people.manage', site.id));
  const rolesOn = (siteId: number): SiteRole[] => {
    const own = roleOnSite(grants, siteId);
    return own ? grantableSiteRoles(own) : [];
  };

  const reset = () => {
    setEmail('');
    setName('');
    setNetworkRole('member');
    setRows([emptyRow()]);
    setErrors({});
    setFailure(null);
    setDone(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const updateRow = (key: number, change: Partial<MembershipRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const validate = (): Errors => {
    const found: Errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = 'Enter an email address';
    if (networkRole === 'member') {
      rows.forEach((row, index) => {
        if (!row.siteId) found[`memberships.${index}.site_id`] = 'Choose a site';
        if (!row.role) found[`memberships.${index}.role`] = 'Choose a role';
        if (row.role === 'translator' && row.languages.length === 0) found[`memberships.${index}.languages`] = 'Choose the languages the translator writes';
      });
    }
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        email: email.trim(),
        ...(name.trim() && { name: name.trim() }),
        role: networkRole,
        memberships:
          networkRole === 'administrator'
            ? []
            : rows.map((row) => ({
                site_id: Number(row.siteId),
                role: row.role as SiteRole,
                languages: row.role === 'translator' ? row.languages : [],
              })),
      },
      {
        onSuccess: (reply) => setDone(reply),
        // What was typed stays; the server's reasons go to their fields, or above the form.
        onError: (error) => {
          const { fields, message } = serverErrors(error);
          setErrors(fields);
          setFailure(message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite a person" centered size="min(560px, calc(100vw - 32px))" closeButtonProps={{ 'aria-label': 'Close' }}>
      {done ? (
        <Stack gap="md">
          {done.link ? (
            <>
              <Text size="sm">No mail server is configured, so nothing was mailed to {done.invite.email}.</Text>
              <InviteLink link={done.link} label="Invitation link" />
            </>
          ) : (
            <Alert color="green" variant="light" role="status">
              Invitation sent to {done.invite.email}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            The invitation expires on {new Date(done.invite.expires_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={reset}>
              Invite another
            </Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput label="Email" type="email" required data-autofocus value={email} error={errors.email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <TextInput label="Name" description="Optional: they can change it when they accept" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            {viewer.role === 'owner' && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="invite-network-role">
                  Network role
                </Text>
                <SegmentedControl
                  aria-labelledby="invite-network-role"
                  value={networkRole}
                  onChange={(value) => setNetworkRole(value as 'member' | 'administrator')}
                  data={[
                    { value: 'member', label: 'Member of some sites' },
                    { value: 'administrator', label: 'Administrator' },
                  ]}
                />
              </Stack>
            )}
            {networkRole === 'administrator' ? (
              <Text size="sm" c="dimmed">
                Administrators manage every site, its people and the network settings.
              </Text>
            ) : (
              rows.map((row, index) => {
                const siteId = Number(row.siteId);
                return (
                  <Stack key={row.key} gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
                    <Group gap="sm" align="flex-start" wrap="nowrap">
                      <NativeSelect
                        label="Site"
                        style={{ flex: 2 }}
                        value={row.siteId}
                        error={errors[`memberships.${index}.site_id`]}
                        onChange={(e) => updateRow(row.key, { siteId: e.currentTarget.value, role: '', languages: [] })}
                        data={[{ value: '', label: sites.isPending ? 'Loading sites...' : 'Choose a site' }, ...manageable.map((site) => ({ value: String(site.id), label: `${site.name} (${site.domain})` }))]}
                      />
                      <NativeSelect
                        label="Role"
                        style={{ flex: 1 }}
                        value={row.role}
                        disabled={!row.siteId}
                        error={errors[`memberships.${index}.role`]}
                        onChange={(e) => updateRow(row.key, { role: e.currentTarget.value as SiteRole, languages: [] })}
                        data={[{ value: '', label: 'Choose a role' }, ...(row.siteId ? rolesOn(siteId) : []).map((role) => ({ value: role, label: capitalise(role) }))]}
                      />
                      {rows.length > 1 && (
                        <CloseButton mt={26} aria-label={`Remove site ${index + 1}`} onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))} />
                      )}
                    </Group>
                    {row.role === 'translator' && row.siteId && (
                      <TranslatorLanguages
                        siteId={siteId}
                        value={row.languages}
                        error={errors[`memberships.${index}.languages`]}
                        onChange={(codes) => updateRow(row.key, { languages: codes })}
                      />
                    )}
                  </Stack>
                );
              })
            )}
            {networkRole === 'member' && rows.length < manageable.length && (
              <Button variant="subtle" onClick={() => setRows((current) => [...current, emptyRow()])} style={{ alignSelf: 'flex-start' }}>
                Add another site
              </Button>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Sending...' : 'Send invitation'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
