import { NetworkSettingsScreen } from '../../features/settings/components/network-settings-page';

export function Component() {
  return <NetworkSettingsScreen />;
}
