import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type SidebarTheme = 'light' | 'dark';

interface LayoutState {
  /** Desktop sidebar hidden (SPEC 2.2: default false). */
  sidebarCollapsed: boolean;
  sidebarTheme: SidebarTheme;
  toggleSidebar: () => void;
  setSidebarTheme: (theme: SidebarTheme) => void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      sidebarCollapsed: false,
      sidebarTheme: 'light',
      toggleSidebar: () => set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
      setSidebarTheme: (sidebarTheme) => set({ sidebarTheme }),
    }),
    {
      name: 'admin_layout',
      partialize: ({ sidebarCollapsed, sidebarTheme }) => ({ sidebarCollapsed, sidebarTheme }),
    },
  ),
);
