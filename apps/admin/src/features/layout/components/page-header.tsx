import { Link, matchPath, useLocation } from 'react-router';
import { Anchor, Breadcrumbs, Button, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Title.css';
import { Icon } from '../../../components/icons';
import { paths, sitePatterns } from '../../../config/paths';
import { pageHeading } from '../../../lib/page-heading';
import classes from './layout.module.css';

/** The editor's own pages: a post is being written there, and its toolbar saves or creates it. */
const EDITOR_PATTERNS = [paths.postsCreate, sitePatterns.postsCreate, sitePatterns.postEdit];

/**
 * SPEC 2.2: title from the last path segment, breadcrumb Dashboard / segment, New Post. In the
 * editor the header leaves New Post out: beside the editor's "Create post" it was a second
 * button for the same thing (the sidebar's Quick Actions keep their New Post).
 */
export function PageHeader({ siteDomain }: { siteDomain?: string }) {
  const { pathname } = useLocation();
  const { title, crumb } = pageHeading(pathname);
  const inEditor = EDITOR_PATTERNS.some((pattern) => matchPath(pattern, pathname));
  return (
    <div className={classes.pageHeader}>
      <div>
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="/" mb={4}>
            <Anchor component={Link} to={paths.dashboard} size="sm">
              Dashboard
            </Anchor>
            <Text size="sm" c="dimmed" aria-current="page">
              {crumb}
            </Text>
          </Breadcrumbs>
        </nav>
        <Title order={1} fz={26}>
          {title}
        </Title>
      </div>
      {!inEditor && (
        <Button
          component={Link}
          to={siteDomain ? paths.site.postsCreate(siteDomain) : paths.postsCreate}
          leftSection={<Icon name="plus" size={16} />}
        >
          New Post
        </Button>
      )}
    </div>
  );
}
