import { Link } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths';
import { useSites } from '../../../lib/api/get-sites';

/** /posts/create has no site in its address: the writer picks one first. */
export function ChooseSite() {
  const sites = useSites();
  return (
    <Paper withBorder p="md" radius="md" maw={520}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Which site is the post for?
        </Title>
        {sites.isPending && (
          <Text c="dimmed" role="status">
            Loading sites...
          </Text>
        )}
        {sites.isError && <Text c="red">The sites could not be loaded.</Text>}
        {sites.data?.length === 0 && <Text c="dimmed">You have no site to write for.</Text>}
        {sites.data?.map((site) => (
          <Button key={site.id} variant="default" justify="space-between" component={Link} to={paths.site.postsCreate(site.domain)}>
            {site.name} <Text span size="xs" c="dimmed" ml="xs">{site.domain}</Text>
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
