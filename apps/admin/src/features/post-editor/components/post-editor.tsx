import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Group, List, Menu, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { notifications } from '@mantine/notifications';
import { ORIGINAL_LANGUAGE, type AdminLanguage, type AdminPostDetail, type Site } from '@sitenet/api-client';
import { useStore } from 'zustand';
import { Icon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useDeletePost } from '../api/delete-post';
import { authorsQueryOptions } from '../../../lib/api/get-authors';
import { useDuplicatePost } from '../api/duplicate-post';
import { EditorSiteContext, EditorStoreContext, useEditor, useEditorStoreApi } from '../hooks/editor-context';
import { useAutosave } from '../hooks/use-autosave';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { usePostSaver, type SaveState } from '../hooks/use-post-saver';
import { conflictFields, mergeConflict, type ConflictSide } from '../lib/conflict-fields';
import { draftFromPost, emptyPost } from '../lib/draft';
import { createEditorStore } from '../lib/editor-store';
import { errorPlace } from '../lib/error-labels';
import { errorLanguage, fieldId } from '../lib/field-errors';
import { clearLocalDraft, localDraftKey, readLocalDraft, sameDraft, type LocalDraft } from '../lib/local-draft';
import { useCan } from '../../../lib/use-can';
import { HistoryPanel } from './history-panel';
import { LanguagePane } from './language-pane';
import { LanguagePicker } from './language-picker';
import { PostSettingsPanel } from './post-settings-panel';
import { EditorPresence } from './presence-indicator';
import { PreviewButton } from './preview-button';
import { RestorePrompt } from './restore-prompt';
import { ReviewBar } from './review-bar';
import { MachineReviewBar } from './machine-review-bar';
import { PretranslateButton } from './pretranslate-button';
import { PretranslateLanguages } from './pretranslate-languages';
import classes from './post-editor.module.css';

// The modal dialogs load the first time one opens, then stay mounted (the native dialog gives focus back on close).
const dialogs = () => import('./editor-dialogs');
const ConflictDialog = lazy(() => import('./conflict-dialog').then((module) => ({ default: module.ConflictDialog })));
const DeleteDialog = lazy(() => dialogs().then((module) => ({ default: module.DeleteDialog })));
const LeaveDialog = lazy(() => dialogs().then((module) => ({ default: module.LeaveDialog })));

/** How many distinct non-null values `value` has had (a new conflict gets a fresh dialog). */
function useChangeCount<T>(value: T | null): number {
  const [seen, setSeen] = useState({ value, count: value === null ? 0 : 1 });
  const fresh = value !== null && value !== seen.value;
  if (fresh) setSeen({ value, count: seen.count + 1 });
  return fresh ? seen.count + 1 : seen.count;
}

/** True from the first time `value` is true. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export interface PostEditorProps {
  site: Site;
  /** null: a new post. */
  post: AdminPostDetail | null;
  /** The site's enabled languages, the original first. */
  languages: AdminLanguage[];
  lang: string;
  onLangChange: (code: string) => void;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export function PostEditor({ site, post, languages, lang, onLangChange }: PostEditorProps) {
  const canPublish = useCan('posts.publish', site.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const initial = useMemo(() => (post ? draftFromPost(post) : emptyPost()), [post]);
  // The saved languages a person still has to review (machine translation): marked on their tabs.
  const machineLanguages = useMemo(
    () => new Set(Object.entries(post?.translations ?? {}).flatMap(([code, translation]) => (translation.machine ? [code] : []))),
    [post],
  );
  const [store] = useState(() => createEditorStore(initial));
  const localKey = localDraftKey(site.id, post?.id ?? null);
  const [restore, setRestore] = useState<LocalDraft | null>(() => {
    const local = readLocalDraft(localKey);
    return local && !sameDraft(local.draft, initial) ? local : null;
  });

  const onCreated = useCallback(
    (created: AdminPostDetail) => {
      clearLocalDraft(localDraftKey(site.id, null));
      notifications.show({ color: 'green', title: 'Post created', message: 'Saved as you wrote it.' });
      void navigate(paths.site.postEdit(site.domain, created.id, lang === ORIGINAL_LANGUAGE ? undefined : lang), {
        replace: true,
        state: { saved: true, createdAt: Date.now() },
      });
    },
    [navigate, site.id, site.domain, lang],
  );
  // Opened right after "Create post": the status goes on saying it was saved.
  const createdAt = (useLocation().state as { createdAt?: number } | null)?.createdAt;
  const saver = usePostSaver({
    store,
    siteId: site.id,
    initial: post ? { id: post.id, version: post.version } : null,
    createdAt,
    onCreated,
  });
  const { save, state: saveState } = saver;

  useLayoutEffect(() => {
    store.getState().ensureTranslation(lang);
  }, [store, lang]);

  useAutosave({
    store,
    localKey,
    version: () => saver.target.current?.version ?? null,
    saveToServer: post ? () => save('auto') : null,
    enabled: restore === null && saveState.status !== 'conflict',
  });


  // Ctrl/Cmd+S saves, wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save('manual');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  // A refused save moves focus to the first field to fix in the language on screen.
  useEffect(() => {
    if (saveState.status !== 'invalid') return;
    const keys = Object.keys(saveState.errors);
    const here = keys.find((key) => errorLanguage(key) === null || errorLanguage(key) === lang) ?? null;
    if (here) document.getElementById(fieldId(here))?.focus();
  }, [saveState, lang]);

  const otherErrorLanguages = useStore(store, (s) =>
    [...new Set(Object.keys(s.errors).map(errorLanguage))].filter((code): code is string => code !== null && code !== lang).join(','),
  );

  const duplicate = useDuplicatePost();
  const remove = useDeletePost();
  const [deleteOpen, setDeleteOpen] = useState(false);

  const restoreLocal = () => {
    if (!restore) return;
    store.getState().replace(restore.draft);
    store.getState().ensureTranslation(lang);
    if (post && restore.version !== null) saver.target.current = { id: post.id, version: restore.version };
    setRestore(null);
  };
  const discardLocal = () => {
    clearLocalDraft(localKey);
    setRestore(null);
  };

  const conflict = saveState.status === 'conflict' ? saveState.conflict : null;
  const conflictShown = useOnceTrue(conflict !== null);
  const conflictCount = useChangeCount(conflict);
  const deleteShown = useOnceTrue(deleteOpen);
  const loadTheirs = () => {
    if (!conflict) return;
    store.getState().replace(draftFromPost(conflict.current), { saved: true });
    store.getState().ensureTranslation(lang);
    saver.adoptVersion(conflict.current);
  };
  // A review or a pre-translation changed the post on the server (and its version): that copy is now the saved one.
  const adoptReviewed = (fresh: AdminPostDetail) => {
    store.getState().replace(draftFromPost(fresh), { saved: true });
    store.getState().ensureTranslation(lang);
    saver.adoptVersion(fresh);
  };
  // The fields that differ, computed once per conflict: mine now, theirs, and the copy I started from.
  const conflicting = useMemo(
    () => {
      if (!conflict) return [];
      const authors = queryClient.getQueryData(authorsQueryOptions(site.id).queryKey);
      return conflictFields(store.getState().draft, draftFromPost(conflict.current), post ? draftFromPost(post) : null, {
        author: (id) => authors?.find((author) => author.id === id)?.name,
      });
    },
    // The working copy is read when the conflict arrives; typing is blocked by the modal dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [conflict],
  );
  /** Their version with my value in every field chosen as mine: unsaved, ready to save at their version. */
  const applyChoices = (choices: Record<string, ConflictSide>) => {
    if (!conflict) return;
    if (!Object.values(choices).includes('mine')) return loadTheirs();
    const merged = mergeConflict(store.getState().draft, draftFromPost(conflict.current), choices);
    store.getState().replace(merged);
    store.getState().ensureTranslation(lang);
    saver.adoptVersion(conflict.current);
  };
  const keepMine = () => applyChoices(Object.fromEntries(conflicting.map((field) => [field.key, 'mine' as const])));

  const onDuplicate = () => {
    if (!post) return;
    duplicate.mutate(post.id, {
      onSuccess: (copy) => {
        notifications.show({ color: 'green', title: 'Post duplicated', message: 'You are editing the copy (a draft).' });
        void navigate(paths.site.postEdit(site.domain, copy.id));
      },
      onError: () =>
        notifications.show({ color: 'red', title: 'Duplicate failed', message: 'The post could not be copied. Try again.' }),
    });
  };
  const onDelete = () => {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        clearLocalDraft(localKey);
        store.getState().markSaved(store.getState().revision);
        setDeleteOpen(false);
        notifications.show({ color: 'green', title: 'Moved to the trash', message: 'You can restore it for 30 days.' });
        void navigate(paths.site.postsTrash(site.domain), { state: { saved: true } });
      },
    });
  };

  const language = languages.find((l) => l.code === lang);
  const languageName = language?.label ?? lang;

  return (
    <EditorStoreContext.Provider value={store}>
      <EditorSiteContext.Provider value={site.id}>
      <Stack gap="md">
        <div className={classes.toolbar}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <LanguagePicker languages={languages} current={lang} onSelect={onLangChange} machine={machineLanguages} />
            <Group gap="xs" wrap="nowrap">
              <SaveStatus state={saveState} />
              <Button onClick={() => void save('manual')} loading={saveState.status === 'saving' && saveState.kind === 'manual'}>
                {post ? 'Save' : 'Create post'}
              </Button>
              <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <Button variant="default" aria-label="More actions" px="xs">
                    <Icon name="dots" size={18} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item disabled={!post || duplicate.isPending} onClick={onDuplicate}>
                    Duplicate
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.site.postsTrash(site.domain)}>
                    View trash
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" disabled={!post} onClick={() => setDeleteOpen(true)}>
                    Move to trash
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </div>

        {post && <EditorPresence postId={post.id} lang={lang} languages={languages} />}

        {restore && <RestorePrompt savedAt={restore.savedAt} onRestore={restoreLocal} onDiscard={discardLocal} />}

        {saveState.status === 'error' && (
          <Alert color="red" title="Not saved" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{saveState.message}</Text>
              <SaveErrorList />
              <Text size="sm">Your text is still here and kept in this browser.</Text>
              <Button size="xs" color="red" variant="light" onClick={() => void save('manual')}>
                Retry
              </Button>
            </Stack>
          </Alert>
        )}
        {saveState.status === 'invalid' && (
          <Alert color="red" title="Some fields need attention" role="alert">
            <Text size="sm">
              The highlighted fields are not valid yet.
              {otherErrorLanguages &&
                ` Also in: ${otherErrorLanguages
                  .split(',')
                  .map((code) => languages.find((l) => l.code === code)?.label ?? code)
                  .join(', ')}.`}
            </Text>
            <SaveErrorList />
          </Alert>
        )}

        {/* Keyed by language (a fresh state per language), apart from the history panel's key beside it. */}
        {post && <PreviewButton key={`preview-${lang}`} post={post} lang={lang} languageName={languageName} siteDomain={site.domain} />}

        {post && lang !== ORIGINAL_LANGUAGE && (
          <ReviewBar post={post} lang={lang} languageName={languageName} onReviewed={adoptReviewed} />
        )}
        {post?.translations[lang]?.machine && (
          <MachineReviewBar post={post} lang={lang} languageName={languageName} onReviewed={adoptReviewed} />
        )}

        {post && (
          <Group gap="xs">
            {lang !== ORIGINAL_LANGUAGE && (
              <PretranslateButton post={post} lang={lang} languageName={languageName} onPretranslated={adoptReviewed} />
            )}
            <PretranslateLanguages post={post} languages={languages} onPretranslated={adoptReviewed} />
          </Group>
        )}

        {post && <HistoryPanel key={`history-${lang}`} postId={post.id} lang={lang} languageName={languageName} />}

        <div className={classes.layout}>
          <LanguagePane
            key={lang}
            lang={lang}
            languageName={languageName}
            canPublish={canPublish}
            machine={Boolean(post?.translations[lang]?.machine)}
            siteName={site.name}
            siteDomain={site.domain}
          />
          <PostSettingsPanel siteId={site.id} />
        </div>
      </Stack>

      <Suspense fallback={null}>
        {conflictShown && (
          <ConflictDialog
            key={conflictCount}
            opened={conflict !== null}
            fields={conflicting}
            languageName={(code) => languages.find((l) => l.code === code)?.label ?? code}
            onApply={applyChoices}
            onLoadTheirs={loadTheirs}
            onKeepMine={keepMine}
            onClose={saver.dismiss}
          />
        )}
        <LeaveGuard />
        {deleteShown && (
          <DeleteDialog
            opened={deleteOpen}
            pending={remove.isPending}
            error={remove.error ? 'The post could not be moved to the trash. Try again.' : null}
            onCancel={() => setDeleteOpen(false)}
            onConfirm={onDelete}
          />
        )}
      </Suspense>
      </EditorSiteContext.Provider>
    </EditorStoreContext.Provider>
  );
}

/**
 * The parts that follow "unsaved changes" live in their own components, so the first keystroke
 * (clean -> dirty) re-renders them and not the whole editor.
 */
function SaveStatus({ state }: { state: SaveState }) {
  const dirty = useEditor((s) => s.revision !== s.savedRevision);
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="save-status">
      {statusText(state, dirty)}
    </Text>
  );
}

/**
 * Every field error of the last save, each with its language and field in words: an error in
 * another language, or on something with no field on screen (a tip id), is still seen here.
 */
function SaveErrorList() {
  const errors = useEditor((s) => s.errors);
  const store = useEditorStoreApi();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  const draft = store.getState().draft;
  return (
    <List size="sm" spacing={2} aria-label="Errors to fix">
      {entries.map(([key, message]) => (
        <List.Item key={key}>
          {errorPlace(key, draft)}: {message}
        </List.Item>
      ))}
    </List>
  );
}

function LeaveGuard() {
  const dirty = useEditor((s) => s.revision !== s.savedRevision);
  const blocker = useLeaveGuard(dirty);
  const shown = useOnceTrue(blocker.state === 'blocked');
  if (!shown) return null;
  return (
    <LeaveDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

function statusText(state: SaveState, dirty: boolean): string {
  if (state.status === 'saving') return state.kind === 'auto' ? 'Autosaving...' : 'Saving...';
  if (state.status === 'conflict') return 'Not saved: changed by someone else';
  if (state.status === 'error') return 'Not saved';
  if (dirty) return 'Unsaved changes';
  if (state.status === 'saved') return `${state.kind === 'auto' ? 'Autosaved' : 'Saved'} at ${timeFormat.format(state.at)}`;
  return 'No changes';
}
