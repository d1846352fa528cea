import { useEffect, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import {
  canOnSite,
  type Person,
  type Site,
  type SiteRole,
  type UpdateUserInput,
} from '@sitenet/api-client';
import { Icon } from '../../../components/icons';
import { apiFailure } from '../../../lib/api-failure';
import { useLanguages } from '../../../lib/api/get-languages';
import { useUpdateUser } from '../api/update-user';
import { grantableOn, managesOnSite, type Viewer } from '../lib/people-rules';
import { roleLabel } from '../lib/people-filter';

export interface EditRolesDialogProps {
  person: Person | null;
  viewer: Viewer;
  /** The sites the viewer can see (the site list of the console). */
  sites: readonly Site[];
  onClose: () => void;
}

interface Row {
  key: number;
  siteId: number | null;
  role: SiteRole | null;
  languages: string[];
  /** A role the viewer may not change (another's site, or a role not below theirs): shown, kept. */
  locked: boolean;
}

let nextKey = 1;

function rowsOf(person: Person, viewer: Viewer): Row[] {
  return person.memberships.map((m) => ({
    key: nextKey++,
    siteId: m.site_id,
    role: m.role,
    languages: m.languages,
    locked: !managesOnSite(viewer.grants, m.site_id, m.role),
  }));
}

/**
 * A person's network role (the owner's choice alone) and their role on each site. Only sites the
 * viewer manages are editable, with the roles below the viewer's own there; a refusal is shown in
 * the dialog and everything chosen stays.
 */
export function EditRolesDialog({ person, viewer, sites, onClose }: EditRolesDialogProps) {
  const update = useUpdateUser();
  const [networkRole, setNetworkRole] = useState<'administrator' | 'member'>('member');
  const [rows, setRows] = useState<Row[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});

  useEffect(() => {
    if (!person) return;
    setNetworkRole(person.role === 'administrator' ? 'administrator' : 'member');
    setRows(rowsOf(person, viewer));
    setFailure(null);
    setRowErrors({});
    update.reset();
    // Reset only when another person's dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [person?.id]);

  if (!person) return null;
  const sitesById = new Map(sites.map((site) => [site.id, site]));
  const managedSites = sites.filter((site) => canOnSite(viewer.grants, 'people.manage', site.id));
  const chosen = new Set(rows.map((row) => row.siteId));
  const freeSites = managedSites.filter((site) => !chosen.has(site.id));
  const isOwner = viewer.grants.role === 'owner';

  const patch = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<number, string> = {};
    // Every row on a site the viewer manages is sent (the server replaces those sites' roles and
    // keeps the others'); unchanged locked rows pass through untouched.
    const sent = rows.filter(
      (row) => row.siteId === null || canOnSite(viewer.grants, 'people.manage', row.siteId),
    );
    for (const row of sent) {
      if (row.siteId === null || row.role === null) errors[row.key] = 'Choose a site and a role';
      else if (row.role === 'translator' && row.languages.length === 0)
        errors[row.key] = 'Choose the languages the translator writes';
    }
    setRowErrors(errors);
    if (Object.keys(errors).length) return;
    const body: UpdateUserInput = {
      memberships: sent.map((row) => ({
        site_id: row.siteId ?? 0,
        role: row.role ?? 'translator',
        languages: row.role === 'translator' ? row.languages : [],
      })),
    };
    if (isOwner && networkRole !== person.role) body.role = networkRole;
    setFailure(null);
    update.mutate(
      { id: person.id, body },
      {
        onSuccess: () => onClose(),
        onError: (error) => {
          const { message, fields } = apiFailure(error);
          setFailure(message);
          const byRow: Record<number, string> = {};
          for (const [field, text] of Object.entries(fields)) {
            const index = /^memberships\.(\d+)/.exec(field)?.[1];
            const row = index === undefined ? undefined : sent[Number(index)];
            if (row) byRow[row.key] = text;
          }
          setRowErrors(byRow);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={update.isPending ? () => {} : onClose}
      title={`Roles of ${person.name}`}
      centered
      size="min(600px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label={`Roles of ${person.name}`}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {failure}
            </Alert>
          )}
          {isOwner ? (
            <NativeSelect
              label="Network role"
              description="Administrators hold every permission on every site, people and settings included."
              data={[
                { value: 'member', label: 'Member (roles per site)' },
                { value: 'administrator', label: 'Administrator' },
              ]}
              value={networkRole}
              onChange={(event) =>
                setNetworkRole(
                  event.currentTarget.value === 'administrator' ? 'administrator' : 'member',
                )
              }
            />
          ) : (
            <Text size="sm">
              Network role:{' '}
              <strong>
                {person.role === 'member' ? 'Member (roles per site)' : roleLabel(person.role)}
              </strong>
            </Text>
          )}
          <Stack gap="xs" role="group" aria-label="Roles per site">
            <Text size="sm" fw={600}>
              Roles per site
            </Text>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                No site yet.
              </Text>
            )}
            {rows.map((row, index) => (
              <MembershipRow
                key={row.key}
                index={index}
                row={row}
                viewer={viewer}
                siteOptions={[
                  ...(row.siteId === null
                    ? []
                    : [sitesById.get(row.siteId)].filter((s): s is Site => !!s)),
                  ...freeSites,
                ]}
                siteName={
                  row.siteId === null
                    ? ''
                    : (sitesById.get(row.siteId)?.domain ?? `site ${row.siteId}`)
                }
                error={rowErrors[row.key]}
                onChange={(change) => patch(row.key, change)}
                onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              />
            ))}
            {freeSites.length > 0 && (
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<Icon name="plus" size={14} />}
                  onClick={() =>
                    setRows((current) => [
                      ...current,
                      { key: nextKey++, siteId: null, role: null, languages: [], locked: false },
                    ])
                  }
                >
                  Add a site
                </Button>
              </Group>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save roles
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface MembershipRowProps {
  index: number;
  row: Row;
  viewer: Viewer;
  siteOptions: Site[];
  siteName: string;
  error: string | undefined;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
}

function MembershipRow({
  index,
  row,
  viewer,
  siteOptions,
  siteName,
  error,
  onChange,
  onRemove,
}: MembershipRowProps) {
  const n = index + 1;
  if (row.locked) {
    return (
      <Paper withBorder p="sm" radius="md">
        <Text size="sm">
          {row.role} · {siteName}
          {row.languages.length ? ` (${row.languages.join(', ')})` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          You cannot change this role.
        </Text>
      </Paper>
    );
  }
  const roles = row.siteId === null ? [] : grantableOn(viewer.grants, row.siteId);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={`Site ${n}`}
            style={{ flex: '1 1 180px' }}
            data={[
              { value: '', label: 'Choose a site', disabled: true },
              ...siteOptions.map((site) => ({ value: String(site.id), label: site.domain })),
            ]}
            value={row.siteId === null ? '' : String(row.siteId)}
            onChange={(event) => {
              const siteId = Number(event.currentTarget.value) || null;
              const allowed = siteId === null ? [] : grantableOn(viewer.grants, siteId);
              onChange({
                siteId,
                role: row.role && allowed.includes(row.role) ? row.role : null,
                languages: [],
              });
            }}
          />
          <NativeSelect
            label={`Role on site ${n}`}
            style={{ flex: '1 1 160px' }}
            data={[
              { value: '', label: 'Choose a role', disabled: true },
              ...roles.map((role) => ({ value: role, label: roleLabel(role) })),
            ]}
            value={row.role ?? ''}
            disabled={row.siteId === null}
            onChange={(event) => {
              const role = (roles as string[]).includes(event.currentTarget.value)
                ? (event.currentTarget.value as SiteRole)
                : null;
              onChange({ role, languages: role === 'translator' ? row.languages : [] });
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove the role on site ${n}`}
            onClick={onRemove}
          >
            <Icon name="trash" size={16} />
          </ActionIcon>
        </Group>
        {row.role === 'translator' && row.siteId !== null && (
          <TranslatorLanguages
            siteId={row.siteId}
            n={n}
            value={row.languages}
            onChange={(languages) => onChange({ languages })}
          />
        )}
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function TranslatorLanguages({
  siteId,
  n,
  value,
  onChange,
}: {
  siteId: number;
  n: number;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { data: languages, isPending, error } = useLanguages(siteId);
  if (isPending)
    return (
      <Text size="xs" c="dimmed">
        Loading languages...
      </Text>
    );
  if (error)
    return (
      <Text size="xs" c="red">
        The site’s languages could not be loaded.
      </Text>
    );
  // A translator writes translations: never the original (default) language.
  const targets = languages.filter((language) => !language.isDefault);
  return (
    <Checkbox.Group label={`Languages on site ${n}`} value={value} onChange={onChange}>
      <Group gap="sm" mt={4}>
        {targets.map((language) => (
          <Checkbox
            key={language.code}
            value={language.code}
            label={`${language.label} (${language.code})`}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
