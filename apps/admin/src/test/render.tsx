import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Combobox, createTheme, MantineProvider, Menu, Modal } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

/**
 * Menus, dialogs and option lists appear at once (no animation, however busy the machine), and a menu stays
 * shown although jsdom lays nothing out (Floating UI would take its zero-size target for
 * scrolled away and hide the dropdown).
 */
const theme = createTheme({
  components: {
    Menu: Menu.extend({ defaultProps: { transitionProps: { duration: 0 }, hideDetached: false } }),
    Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }),
    Combobox: Combobox.extend({ defaultProps: { transitionProps: { duration: 0 }, hideDetached: false } }),
  },
});

/** Renders routes in a memory router with the app's providers; returns the router to inspect. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // Notifications inside the router, as the app's protected layout has them: a toast may hold a link.
  const withNotifications: RouteObject = {
    element: (
      <>
        <Outlet />
        <Notifications />
      </>
    ),
    children: routes,
  };
  const router = createMemoryRouter([withNotifications], { initialEntries: [initialPath] });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderAt(element: ReactElement, path: string, pattern = '*') {
  return renderRoutes([{ path: pattern, element }], path);
}
