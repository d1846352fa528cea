import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { MtFormValues } from '../lib/mt-form';

/** The do-not-translate terms per language pair: kept verbatim in every machine translation between the two. */
export function GlossaryField({ form }: { form: UseFormReturnType<MtFormValues> }) {
  const rows = form.getValues().rows;
  return (
    <Stack gap="xs" role="group" aria-label="Do-not-translate terms">
      <Text size="sm" fw={500}>
        Do-not-translate terms
      </Text>
      <Text size="xs" c="dimmed">
        Brand and product names the machine must keep as they are, per language pair, one term a line. Placeholders such as {'{{count}}'} are always kept.
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No terms yet.
        </Text>
      )}
      {rows.map((_, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label="From" placeholder="en" maxLength={10} style={{ width: 90 }} {...form.getInputProps(`rows.${index}.source_lang`)} />
          <TextInput label="To" placeholder="de" maxLength={10} style={{ width: 90 }} {...form.getInputProps(`rows.${index}.target_lang`)} />
          <Textarea
            label={`Terms, one per line (pair ${index + 1})`}
            rows={3}
            style={{ flex: 1 }}
            {...form.getInputProps(`rows.${index}.terms`)}
          />
          <Button variant="subtle" color="red" mt={24} onClick={() => form.removeListItem('rows', index)} aria-label={`Remove pair ${index + 1}`}>
            Remove
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="default" size="xs" onClick={() => form.insertListItem('rows', { source_lang: 'en', target_lang: '', terms: '' })}>
          Add language pair
        </Button>
      </Group>
    </Stack>
  );
}
