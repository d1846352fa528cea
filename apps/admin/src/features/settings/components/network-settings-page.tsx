import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useForm } from '@mantine/form';
import {
  SHIPPED_LOCALES,
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
import { MachineTranslationSection } from './machine-translation-section';
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

/** /settings: the network's settings, then machine translation, which saves on its own. */
export function NetworkSettingsScreen() {
  return (
    <Stack gap="lg">
      <NetworkSettingsPage />
      <MachineTranslationSection />
    </Stack>
  );
}

/**
 * Numbers a NumberInput holds as '' while emptied: the request says null (the deployment's own value).
 * Currency rates are edited as rows (a record has no order to edit in) and sent back as a record.
 */
type OptionalNumber = 'session_lifetime_hours' | 'newsletter_rate_per_second';
type RateRow = { currency: string; rate: number | '' };
type FormValues = Omit<NetworkSettings, OptionalNumber | 'currency_rates'> &
  Record<OptionalNumber, number | ''> & { rate_rows: RateRow[] };
const toForm = ({ currency_rates, ...settings }: NetworkSettings): FormValues => ({
  ...settings,
  session_lifetime_hours: settings.session_lifetime_hours ?? '',
  newsletter_rate_per_second: settings.newsletter_rate_per_second ?? '',
  rate_rows: Object.entries(currency_rates).map(([currency, rate]) => ({ currency, rate })),
});
const toRates = (rows: RateRow[]): Record<string, number> =>
  Object.fromEntries(rows.filter((row) => row.currency.trim() !== '').map((row) => [row.currency.trim().toUpperCase(), row.rate === '' ? 0 : row.rate]));
const orNull = (value: number | '') => (value === '' ? null : value);
const fromForm = ({ rate_rows: rateRows, ...values }: FormValues): NetworkSettings => ({
  ...values,
  session_lifetime_hours: orNull(values.session_lifetime_hours),
  newsletter_rate_per_second: orNull(values.newsletter_rate_per_second),
  reporting_currency: values.reporting_currency.trim().toUpperCase(),
  currency_rates: toRates(rateRows),
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
          data={SHIPPED_LOCALES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] ?? code }))}
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
      <Section
        title="Currencies"
        description="Earnings keep the currency partners pay in; totals are shown in the reporting currency with these rates. A currency without a rate is shown apart, never counted 1:1."
      >
        <TextInput
          label="Reporting currency"
          description="A three-letter code, like USD or EUR."
          maxLength={3}
          required
          {...form.getInputProps('reporting_currency')}
        />
        <Stack gap="xs" role="group" aria-label="Exchange rates">
          <Text size="sm" fw={500}>
            Exchange rates
          </Text>
          <Text size="xs" c="dimmed">
            What one unit of each currency is worth in the reporting currency (with USD: EUR 1.08).
          </Text>
          {form.getValues().rate_rows.map((_, index) => (
            <Group key={index} gap="xs" align="end" wrap="nowrap">
              <TextInput
                label="Currency"
                maxLength={3}
                style={{ width: 110 }}
                {...form.getInputProps(`rate_rows.${index}.currency`)}
              />
              <NumberInput
                label="Rate"
                min={0}
                decimalScale={6}
                style={{ flex: 1 }}
                {...form.getInputProps(`rate_rows.${index}.rate`)}
              />
              <Button variant="subtle" color="red" onClick={() => form.removeListItem('rate_rows', index)} aria-label={`Remove rate ${index + 1}`}>
                Remove
              </Button>
            </Group>
          ))}
          {form.errors.currency_rates && (
            <Text size="xs" c="red" role="alert">
              {form.errors.currency_rates}
            </Text>
          )}
          <Group>
            <Button variant="default" size="xs" onClick={() => form.insertListItem('rate_rows', { currency: '', rate: '' })}>
              Add rate
            </Button>
          </Group>
        </Stack>
      </Section>
    </SaveShell>
  );
}
