import { Paper, Tabs, Text } from '@mantine/core';
import { plainTextOf } from '../lib/plain-text';

/** The issue as a reader sees it: the HTML part (in a sandbox: no script runs) and the plain-text part. */
export function IssuePreview({
  subject,
  preheader,
  html,
  lang,
}: {
  subject: string;
  preheader: string;
  html: string;
  lang: string;
}) {
  const doc = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">${html}</body></html>`;
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
            {[preheader, plainTextOf(html)].filter(Boolean).join('\n\n')}
          </Text>
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
