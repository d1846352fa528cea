import { useContext, useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Tabs.css';
import type { AdminAuthor } from '@sitenet/api-client';
import { languageLabel } from '@sitenet/i18n/languages';
import { ImagePickerContext } from '../../../components/rich-text/image-picker';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import { useAuthorWrites, useTeam } from '../api/authors';
import { slugify, WORDS } from '../lib/words';

interface Words {
  role: string;
  bio: string;
}
const BLANK: Words = { role: '', bio: '' };

/** The avatar as the form holds it: the library image (id and URL), or a content file's path. */
interface AvatarChoice {
  mediaId: number | null;
  url: string | null;
}

export interface AuthorFormDialogProps {
  siteId: number;
  /** The site's languages, English (the original) first. */
  languages: string[];
  /** Absent: a new author. */
  author?: AdminAuthor;
  onClose: () => void;
}

/** Create or edit one author: name, slug, avatar from the library, team member, role and bio per language. */
export function AuthorFormDialog({ siteId, languages, author, onClose }: AuthorFormDialogProps) {
  const writes = useAuthorWrites(siteId);
  const team = useTeam(siteId, true);
  const Picker = useContext(ImagePickerContext);
  const [name, setName] = useState(author?.name ?? '');
  const [slug, setSlug] = useState(author?.slug ?? '');
  // A new author's slug follows the name until it is typed by hand.
  const [slugTouched, setSlugTouched] = useState(Boolean(author));
  const [avatar, setAvatar] = useState<AvatarChoice>({
    mediaId: author?.avatar_media_id ?? null,
    url: author?.avatar_url ?? null,
  });
  const [avatarChanged, setAvatarChanged] = useState(false);
  const [picking, setPicking] = useState(false);
  const [userId, setUserId] = useState<string | null>(author?.user_id ? String(author.user_id) : null);
  const [words, setWords] = useState<Record<string, Words>>(() =>
    Object.fromEntries(languages.map((code) => [code, { ...BLANK, ...author?.translations[code] }])),
  );
  const [failure, setFailure] = useState<ReturnType<typeof apiFailure> | null>(null);
  const busy = writes.create.isPending || writes.update.isPending;
  const field = (key: string) => failure?.fields[key];

  const setWord = (code: string, key: keyof Words, value: string) =>
    setWords((current) => ({ ...current, [code]: { ...(current[code] ?? BLANK), [key]: value } }));

  const chooseAvatar = (choice: AvatarChoice) => {
    setAvatar(choice);
    setAvatarChanged(true);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // A language with neither role nor bio is not sent (its readers see the English words).
    const translations = Object.fromEntries(
      Object.entries(words).filter(([, value]) => value.role.trim() || value.bio.trim()),
    );
    const fields = {
      name,
      slug,
      user_id: userId ? Number(userId) : null,
      translations,
      // An avatar from the content files (no media id) is kept unless another is chosen.
      ...(avatarChanged || !author ? { avatar_media_id: avatar.mediaId } : {}),
    };
    try {
      const saved = author
        ? await writes.update.mutateAsync({ id: author.id, body: fields })
        : await writes.create.mutateAsync({ site_id: siteId, ...fields });
      notifySuccess(author ? WORDS.saved(saved.name) : WORDS.created(saved.name));
      onClose();
    } catch (error) {
      setFailure(apiFailure(error));
    }
  };

  const members = (team.data ?? []).map((person) => ({
    value: String(person.id),
    label: `${person.name} (${person.email})`,
  }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={author ? WORDS.editTitle(author.name) : WORDS.createTitle}
      size="min(620px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': WORDS.cancel }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput
            label={WORDS.name}
            value={name}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setName(value);
              if (!slugTouched) setSlug(slugify(value));
            }}
            required
            error={field('name')}
            data-autofocus
          />
          <TextInput
            label={WORDS.slug}
            description={WORDS.slugHelp}
            value={slug}
            onChange={(event) => {
              setSlugTouched(true);
              setSlug(event.currentTarget.value);
            }}
            required
            error={field('slug')}
          />
          <div role="group" aria-label={WORDS.avatar}>
            <Text size="sm" fw={500} mb={4}>
              {WORDS.avatar}
            </Text>
            <Group gap="sm">
              <Avatar src={avatar.url} alt="" radius="xl" size="lg">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              {Picker && (
                <Button size="xs" variant="default" onClick={() => setPicking(true)}>
                  {avatar.url ? WORDS.avatarChange : WORDS.avatarChoose}
                </Button>
              )}
              {avatar.url && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => chooseAvatar({ mediaId: null, url: null })}
                >
                  {WORDS.avatarRemove}
                </Button>
              )}
            </Group>
            {!avatar.url && (
              <Text size="xs" c="dimmed" mt={4}>
                {WORDS.avatarNone}
              </Text>
            )}
            {field('avatar_media_id') && (
              <Text size="xs" c="red" mt={4}>
                {field('avatar_media_id')}
              </Text>
            )}
          </div>
          <Select
            label={WORDS.member}
            description={WORDS.memberHelp}
            placeholder={WORDS.memberNone}
            data={members}
            value={userId}
            onChange={setUserId}
            clearable
            searchable
            disabled={team.isPending && !team.isError}
            error={field('user_id') ?? (team.isError ? WORDS.memberLoadFailed : undefined)}
            comboboxProps={{ withinPortal: true }}
          />
          <Tabs defaultValue={languages[0]} keepMounted>
            <Tabs.List aria-label={WORDS.languagesLabel}>
              {languages.map((code) => (
                <Tabs.Tab key={code} value={code}>
                  {languageLabel(code)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {languages.map((code) => (
              <Tabs.Panel key={code} value={code} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={WORDS.role}
                    value={words[code]?.role ?? ''}
                    onChange={(event) => setWord(code, 'role', event.currentTarget.value)}
                    error={field(`translations.${code}.role`) ?? field(`translations.${code}`)}
                  />
                  <Textarea
                    label={WORDS.bio}
                    value={words[code]?.bio ?? ''}
                    onChange={(event) => setWord(code, 'bio', event.currentTarget.value)}
                    rows={3}
                    error={field(`translations.${code}.bio`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {WORDS.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {author ? WORDS.save : WORDS.create}
            </Button>
          </Group>
        </Stack>
      </form>
      {Picker && (
        <Picker
          opened={picking}
          title={WORDS.avatarPickerTitle}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            chooseAvatar({ mediaId: image.id ?? null, url: image.src });
            setPicking(false);
          }}
        />
      )}
    </Modal>
  );
}
