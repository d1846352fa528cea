import { useState } from 'react';
import { NumberInput, Select, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useForm } from '@mantine/form';
import {
  LOCALES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_FLOOR,
  type NetworkSettings,
  type NetworkSettingsResponse,
} from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { notifySuccess } from '../../../lib/notify-success';
import { useNetworkSettings, useSaveNetworkSettings } from '../api/settings';
import { saveFailure, type SaveFailure } from '../lib/save-failure';
import { SaveShell } from './save-shell';
import { Section } from './site-settings-page';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Español', ar: 'العربية', fr: 'Français', zh: '中文' };

/** /settings: what applies to the whole network. */
export function NetworkSettingsPage() {
  const settings = useNetworkSettings();
  return (
    <QueryState
      isPending={settings.isPending}
      error={settings.error}
      data={settings.data}
      refetch={() => void settings.refetch()}
      what="Network settings"
    >
      {(data) => <NetworkSettingsForm loaded={data} reload={async () => (await settings.refetch()).data} />}
    </QueryState>
  );
}

/** Numbers a NumberInput holds as '' while emptied: the request says null (the deployment's own value). */
type OptionalNumber = 'session_lifetime_hours' | 'newsletter_rate_per_second';
type FormValues = Omit<NetworkSettings, OptionalNumber> & Record<OptionalNumber, number | ''>;
const toForm = (settings: NetworkSettings): FormValues => ({
  ...settings,
  session_lifetime_hours: settings.session_lifetime_hours ?? '',
  newsletter_rate_per_second: settings.newsletter_rate_per_second ?? '',
});
const orNull = (value: number | '') => (value === '' ? null : value);
const fromForm = (values: FormValues): NetworkSettings => ({
  ...values,
  session_lifetime_hours: orNull(values.session_lifetime_hours),
  newsletter_rate_per_second: orNull(values.newsletter_rate_per_second),
});

function NetworkSettingsForm({
  loaded,
  reload,
}: {
  loaded: NetworkSettingsResponse;
  reload: () => Promise<NetworkSettingsResponse | undefined>;
}) {
  const [version, setVersion] = useState(loaded.version);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSaveNetworkSettings();
  const form = useForm<FormValues>({ mode: 'controlled', initialValues: toForm(loaded.settings) });

  const reset = (response: NetworkSettingsResponse) => {
    const values = toForm(response.settings);
    setVersion(response.version);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  };

  const submit = () => {
    setFailure(null);
    save.mutate(
      { version, settings: fromForm(form.getValues()) },
      {
        onSuccess: (saved) => {
          reset(saved);
          notifySuccess('Settings saved');
        },
        onError: (error) => {
          const found = saveFailure(error);
          setFailure(found);
          form.setErrors(found.fields);
        },
      },
    );
  };

  return (
    <SaveShell
      dirty={form.isDirty()}
      saving={save.isPending}
      failure={failure}
      onSubmit={submit}
      onReload={() =>
        void reload().then((theirs) => {
          if (theirs) reset(theirs);
          setFailure(null);
        })
      }
    >
      <Section title="Network" description="What applies to every site and every person of the network.">
        <TextInput label="Network name" required maxLength={80} {...form.getInputProps('network_name')} />
        <NumberInput
          label="Session lifetime (hours)"
          description="How long a new sign-in lasts. Empty: the server's default."
          min={1}
          max={24 * 90}
          allowDecimal={false}
          {...form.getInputProps('session_lifetime_hours')}
        />
        <NumberInput
          label="Shortest password"
          description={`Characters; never fewer than ${PASSWORD_MIN_LENGTH_FLOOR}.`}
          min={PASSWORD_MIN_LENGTH_FLOOR}
          max={PASSWORD_MAX_LENGTH}
          allowDecimal={false}
          {...form.getInputProps('password_min_length')}
        />
        <Select
          label="Default admin language"
          allowDeselect={false}
          data={LOCALES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] ?? code }))}
          {...form.getInputProps('default_admin_language')}
        />
      </Section>
      <Section title="Newsletters" description="How fast issues go out to subscribers, on every site.">
        <NumberInput
          label="Sending rate (messages per second)"
          description="At most what your mail provider accepts; a send in progress follows a change at its next batch. Empty: the server's default."
          min={0.1}
          max={10_000}
          decimalScale={1}
          {...form.getInputProps('newsletter_rate_per_second')}
        />
      </Section>
    </SaveShell>
  );
}
