import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavLink } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import { Icon } from '../../../components/icons';
import { isActiveLink, type NavGroup } from '../lib/navigation';

function NavGroupLink({ group }: { group: NavGroup }) {
  const { pathname, search } = useLocation();
  const children = group.children ?? [];
  const containsActive = children.some((item) => isActiveLink(item.to, pathname, search));
  const [opened, setOpened] = useState(containsActive);
  // Open the group when navigation lands on one of its links from elsewhere.
  const [wasActive, setWasActive] = useState(containsActive);
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setOpened(true);
  }

  if (!group.children) {
    return (
      <NavLink
        component={Link}
        to={group.to ?? '/'}
        label={group.label}
        leftSection={<Icon name={group.icon} />}
        active={isActiveLink(group.to ?? '', pathname, search)}
        aria-current={isActiveLink(group.to ?? '', pathname, search) ? 'page' : undefined}
      />
    );
  }

  return (
    <NavLink
      component="button"
      type="button"
      label={group.label}
      leftSection={<Icon name={group.icon} />}
      rightSection={<Icon name="chevronRight" size={14} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children.map((item) => {
        const active = isActiveLink(item.to, pathname, search);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </NavLink>
  );
}

/** Accordion navigation: single links, and groups that fold open. */
export function NavMenu({ groups, label }: { groups: NavGroup[]; label: string }) {
  return (
    <nav aria-label={label}>
      {groups.map((group) => (
        <NavGroupLink key={`${group.label}-${group.to ?? ''}`} group={group} />
      ))}
    </nav>
  );
}
