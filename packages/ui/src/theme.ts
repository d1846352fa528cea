import { createTheme } from '@mantine/core';

/** One Mantine theme for both apps, so the console and the magazine feel like one product. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
});
