import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, List, NumberInput, PasswordInput, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { useForm } from '@mantine/form';
import type { MachineTranslationSettings, MtProvider } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { apiFailure } from '../../../lib/api-failure';
import { notifySuccess } from '../../../lib/notify-success';
import { useMachineTranslationSettings, useSaveMachineTranslationSettings } from '../api/machine-translation';
import { defaultEndpoint, fromMtForm, mtFieldErrors, toMtForm, type MtFormValues } from '../lib/mt-form';
import { GlossaryField } from './glossary-field';
import { Section } from './site-settings-page';

const PROVIDERS: { value: MtProvider; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'deepl', label: 'DeepL' },
  { value: 'libretranslate', label: 'LibreTranslate' },
];
const DESCRIPTION = 'Drafts translations for people to review: posts segment by segment, and missing interface texts. Nothing is sent anywhere until a provider is chosen.';
const number = new Intl.NumberFormat('en-GB');

/** The machine translation part of /settings, saved on its own (it has its own route and its write-only key). */
export function MachineTranslationSection() {
  const settings = useMachineTranslationSettings();
  return (
    <Section title="Machine translation" description={DESCRIPTION}>
      <QueryState
        isPending={settings.isPending}
        error={settings.error}
        data={settings.data}
        refetch={() => void settings.refetch()}
        what="Machine translation settings"
      >
        {(data) => <MachineTranslationForm loaded={data} />}
      </QueryState>
    </Section>
  );
}

function MachineTranslationForm({ loaded }: { loaded: MachineTranslationSettings }) {
  const [current, setCurrent] = useState(loaded);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveMachineTranslationSettings();
  const form = useForm<MtFormValues>({ mode: 'controlled', initialValues: toMtForm(loaded) });
  const values = form.getValues();

  const chooseProvider = (value: string | null) => {
    const provider = (value ?? 'none') as MtProvider;
    form.setFieldValue('provider', provider);
    // A provider chosen with no URL typed starts from its usual one.
    if (provider !== 'none' && (!values.endpoint || values.endpoint === defaultEndpoint(values.provider))) {
      form.setFieldValue('endpoint', defaultEndpoint(provider));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(fromMtForm(form.getValues()), {
      onSuccess: (saved) => {
        setCurrent(saved);
        const fresh = toMtForm(saved);
        form.setInitialValues(fresh);
        form.setValues(fresh);
        form.resetDirty(fresh);
        form.clearErrors();
        notifySuccess('Machine translation settings saved');
      },
      onError: (error) => {
        const found = apiFailure(error);
        form.setErrors(mtFieldErrors(found.fields));
        setFailure(Object.keys(found.fields).length > 0 ? 'Some settings need fixing: see the marked fields.' : found.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Machine translation settings" aria-busy={save.isPending || undefined}>
      <Stack gap="sm">
        <Select label="Provider" allowDeselect={false} data={PROVIDERS} {...form.getInputProps('provider')} onChange={chooseProvider} />
        {values.provider === 'none' ? (
          <SetupHelp />
        ) : (
          <>
            <TextInput
              label="Endpoint"
              description={
                values.provider === 'deepl'
                  ? 'https://api-free.deepl.com for a DeepL API Free key, https://api.deepl.com for DeepL API Pro.'
                  : 'The URL of your LibreTranslate server.'
              }
              required
              maxLength={2048}
              {...form.getInputProps('endpoint')}
            />
            <KeyField form={form} keySet={current.key_set} required={values.provider === 'deepl'} />
          </>
        )}
        <GlossaryField form={form} />
        <NumberInput
          label="Monthly budget (characters)"
          description="Characters sent to the provider each month; a job that would go over it is refused. Empty: no limit."
          min={0}
          max={1_000_000_000}
          allowDecimal={false}
          thousandSeparator=","
          {...form.getInputProps('monthly_budget_chars')}
        />
        <Usage settings={current} />
        {failure && (
          <Alert color="red" role="alert" title="Not saved">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty() && !failure}>
            Save machine translation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The key is write-only: the field starts empty, and says whether one is saved. */
function KeyField({ form, keySet, required }: { form: ReturnType<typeof useForm<MtFormValues>>; keySet: boolean; required: boolean }) {
  const clearing = form.getValues().clear_key;
  return (
    <Stack gap={4}>
      <PasswordInput
        label="API key"
        autoComplete="off"
        required={required && !keySet}
        placeholder={keySet && !clearing ? 'A key is saved' : undefined}
        description={keySet ? (clearing ? 'The saved key is removed when you save.' : 'A key is saved. Type a new one to replace it.') : 'No key saved.'}
        {...form.getInputProps('key')}
      />
      {keySet && <Checkbox label="Remove the saved key" {...form.getInputProps('clear_key', { type: 'checkbox' })} />}
    </Stack>
  );
}

function SetupHelp() {
  return (
    <Alert color="blue" title="No provider is set up">
      <Text size="sm">Machine translation is off: nothing is translated by machine. To set it up, choose a provider above:</Text>
      <List size="sm" mt={4}>
        <List.Item>
          DeepL: an API key from your DeepL account (
          <Anchor href="https://www.deepl.com/your-account/keys" target="_blank" rel="noreferrer">
            Account, API keys
          </Anchor>
          ); the free plan works with https://api-free.deepl.com.
        </List.Item>
        <List.Item>LibreTranslate: your own server’s URL (and its API key, if your server asks for one).</List.Item>
      </List>
    </Alert>
  );
}

function Usage({ settings }: { settings: MachineTranslationSettings }) {
  const { usage, monthly_budget_chars: budget } = settings;
  const percent = budget ? Math.min(100, (usage.chars / budget) * 100) : 0;
  return (
    <Stack gap={4}>
      <Text size="sm">
        This month ({usage.month}): {number.format(usage.chars)} characters
        {budget !== null ? ` of ${number.format(budget)}` : ' (no limit)'}
      </Text>
      {budget !== null && (
        <Progress value={budget === 0 ? 100 : percent} aria-label="Budget used this month" color={percent >= 90 ? 'red' : percent >= 70 ? 'orange' : 'indigo'} />
      )}
    </Stack>
  );
}
