import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { NewsletterIssue } from '@sitenet/api-client';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import {
  useDeleteIssue,
  useRecipientCount,
  useSaveIssue,
  useSendIssue,
  useTestIssue,
} from '../api/newsletter-issues';
import { usePosts } from '../../../lib/api/get-posts';
import { ArticlePicker } from './article-picker';
import { IssuePreview } from './issue-preview';

// The post editor's rich-text body (Tiptap), in its own chunk.
const RichTextBody = lazy(() => import('../../../components/rich-text/rich-text-body'));

export interface IssueEditorProps {
  siteId: number;
  languages: string[];
  /** null: a new issue. */
  issue: NewsletterIssue | null;
  onClose: () => void;
}

/** Compose or edit a draft; preview it; send a test to oneself; schedule or send with a confirmation. */
export function IssueEditor({ siteId, languages, issue, onClose }: IssueEditorProps) {
  const [id, setId] = useState<number | null>(issue?.id ?? null);
  const [locale, setLocale] = useState(issue?.locale ?? languages[0] ?? 'en');
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [preheader, setPreheader] = useState(issue?.preheader ?? '');
  const [html, setHtml] = useState(issue?.body_html ?? '');
  const [postIds, setPostIds] = useState<number[]>(issue?.post_ids ?? []);
  const [at, setAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useSaveIssue(siteId);
  const remove = useDeleteIssue();
  const test = useTestIssue();
  const send = useSendIssue();
  const recipients = useRecipientCount(siteId, locale);
  const editable = !issue || issue.status === 'draft';
  const posts = usePosts(siteId);
  const titleOf = (id: number) => posts.data?.find((post) => post.id === id)?.title ?? `#${id}`;

  const fail = (failure: unknown) => {
    const { message, fields: byField } = apiFailure(failure);
    setError(message);
    setFields(byField);
  };
  /** Saves the draft and returns its id (every action works on what is on screen). */
  const saved = async (): Promise<number | null> => {
    setError(null);
    setFields({});
    try {
      const { issue: stored } = await save.mutateAsync({
        id,
        body: { locale: locale, subject, preheader, body_html: html, post_ids: postIds },
      });
      setId(stored.id);
      return stored.id;
    } catch (failure) {
      fail(failure);
      return null;
    }
  };

  const onSave = async () => {
    if ((await saved()) !== null) notifySuccess('Draft saved');
  };
  const onTest = async () => {
    const current = await saved();
    if (current === null) return;
    try {
      const { to } = await test.mutateAsync(current);
      notifySuccess(`Test copy sent to ${to}`);
    } catch (failure) {
      fail(failure);
    }
  };
  const onSend = async () => {
    const current = await saved();
    if (current === null) return;
    try {
      const result = await send.mutateAsync({
        id: current,
        at: at ? new Date(at).toISOString() : undefined,
      });
      notifySuccess(
        result.issue.status === 'scheduled'
          ? `Scheduled for ${result.recipients} subscribers`
          : `Sending to ${result.recipients} subscribers`,
      );
      onClose();
    } catch (failure) {
      setConfirming(false);
      fail(failure);
    }
  };
  const onDelete = async () => {
    if (id === null) return onClose();
    try {
      await remove.mutateAsync(id);
      onClose();
    } catch (failure) {
      fail(failure);
    }
  };

  const busy = save.isPending || test.isPending || send.isPending || remove.isPending;
  return (
    <Modal opened onClose={onClose} size="min(780px, calc(100vw - 32px))" title={issue ? 'Edit issue' : 'New issue'}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!editable && (
          <Alert color="blue">This issue is {issue?.status}: it can no longer be edited.</Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            label="Subject"
            required
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={fields.subject}
            disabled={!editable}
          />
          <Select
            label="Language"
            data={languages}
            value={locale}
            onChange={(value) => value && setLocale(value)}
            allowDeselect={false}
            error={fields.locale}
            disabled={!editable}
          />
        </Group>
        <TextInput
          label="Preheader"
          description="The line mail clients show after the subject"
          value={preheader}
          onChange={(e) => setPreheader(e.currentTarget.value)}
          error={fields.preheader}
          disabled={!editable}
        />
        <Suspense fallback={<Loader size="xs" />}>
          <RichTextBody
            html={html}
            label="Body"
            lang={locale}
            dir={locale === 'ar' ? 'rtl' : 'ltr'}
            readOnly={!editable}
            onChange={setHtml}
          />
        </Suspense>
        <ArticlePicker
          siteId={siteId}
          locale={locale}
          value={postIds}
          onChange={setPostIds}
          disabled={!editable}
          error={fields.post_ids}
        />
        <IssuePreview
          subject={subject}
          preheader={preheader}
          html={html}
          lang={locale}
          articles={postIds.map(titleOf)}
        />
        {editable && (
          <>
            <TextInput
              type="datetime-local"
              label="Send at (empty: now)"
              value={at}
              onChange={(e) => setAt(e.currentTarget.value)}
            />
            {confirming ? (
              <Alert color="yellow" title="Send this issue?">
                <Text size="sm" mb="sm">
                  {at
                    ? `It will be sent on ${new Date(at).toLocaleString()} to`
                    : 'It goes out now to'}{' '}
                  the {recipients.data ?? '…'} confirmed {locale} subscribers. Each receives it
                  once; it cannot be edited afterwards.
                </Text>
                <Group>
                  <Button color="red" onClick={onSend} loading={send.isPending}>
                    {at ? 'Schedule' : 'Send now'}
                  </Button>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </Group>
              </Alert>
            ) : (
              <Group justify="space-between">
                <Button variant="subtle" color="red" onClick={onDelete} disabled={busy}>
                  Delete draft
                </Button>
                <Group>
                  <Button
                    variant="default"
                    onClick={onSave}
                    loading={save.isPending}
                    disabled={busy}
                  >
                    Save draft
                  </Button>
                  <Button
                    variant="default"
                    onClick={onTest}
                    loading={test.isPending}
                    disabled={busy}
                  >
                    Send test to me
                  </Button>
                  <Button onClick={() => setConfirming(true)} disabled={busy || !subject.trim()}>
                    {at ? 'Schedule…' : 'Send…'}
                  </Button>
                </Group>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
