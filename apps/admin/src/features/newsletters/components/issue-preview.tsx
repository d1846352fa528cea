import { Paper, Tabs, Text } from '@mantine/core';
import { escapeHtml } from '../../../lib/escape-html';
import { plainTextOf } from '../lib/plain-text';

/**
 * The issue as a reader sees it: the HTML part (in a sandbox: no script runs) and the plain-text
 * part, each ending with the chosen articles' cards (the mail adds each article's excerpt and link).
 */
export function IssuePreview({
  subject,
  preheader,
  html,
  lang,
  articles,
}: {
  subject: string;
  preheader: string;
  html: string;
  lang: string;
  /** Titles of the chosen articles, in order. */
  articles: string[];
}) {
  const cards = articles
    .map(
      (title) =>
        `<div style="border:1px solid #dee2e6;border-radius:8px;padding:12px 16px;margin:12px 0;font-weight:600">${escapeHtml(title)}</div>`,
    )
    .join('');
  const doc = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">${html}${cards}</body></html>`;
  return (
    <Tabs defaultValue="web">
      <Tabs.List>
        <Tabs.Tab value="web">Web</Tabs.Tab>
        <Tabs.Tab value="text">Plain text</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="web" pt="sm">
        <Text fw={600}>{subject || '(no subject)'}</Text>
        {preheader && (
          <Text size="sm" c="dimmed" mb="xs">
            {preheader}
          </Text>
        )}
        <iframe
          title="Web preview"
          sandbox=""
          srcDoc={doc}
          style={{
            width: '100%',
            height: 360,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="text" pt="sm">
        <Paper withBorder p="sm">
          <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {[preheader, plainTextOf(html), ...articles].filter(Boolean).join('\n\n')}
          </Text>
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
