import { useState } from 'react';
import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { NewsletterIssue, Site } from '@sitenet/api-client';
import { useNewsletterIssues } from '../api/newsletter-issues';
import { IssueEditor } from './issue-editor';

const STATUS_COLORS: Record<NewsletterIssue['status'], string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
};

/** /{domain}/newsletters: the site's issues with their status and delivery counts; compose, test, send. */
export function NewslettersPage({ site }: { site: Site | null }) {
  if (!site) return <Text c="dimmed">Choose a site to see its newsletter issues.</Text>;
  return <IssuesOfSite site={site} />;
}

function IssuesOfSite({ site }: { site: Site }) {
  const issues = useNewsletterIssues(site.id);
  const [editing, setEditing] = useState<NewsletterIssue | 'new' | null>(null);
  const languages = site.languages?.length ? site.languages : [site.default_language ?? 'en'];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Each issue goes, in its language, to the confirmed subscribers of that language, exactly
          once each.
        </Text>
        <Button onClick={() => setEditing('new')}>New issue</Button>
      </Group>
      {issues.isPending ? (
        <Loader size="sm" />
      ) : issues.data?.issues.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Language</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Delivered</Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {issues.data.issues.map((issue) => {
              const total = Object.values(issue.deliveries).reduce((sum, n) => sum + n, 0);
              const failed = issue.deliveries.failed_perm;
              const date = issue.sent_at ?? issue.send_at ?? issue.updated_at;
              return (
                <Table.Tr key={issue.id}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setEditing(issue)}>
                      {issue.subject}
                    </Button>
                  </Table.Td>
                  <Table.Td>{issue.locale}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[issue.status]}>{issue.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {total ? `${issue.deliveries.sent} / ${total}` : '—'}
                    {failed ? ` (${failed} failed)` : ''}
                  </Table.Td>
                  <Table.Td>{new Date(date).toLocaleString()}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">No issues yet.</Text>
      )}
      {editing && (
        <IssueEditor
          siteId={site.id}
          languages={languages}
          issue={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
