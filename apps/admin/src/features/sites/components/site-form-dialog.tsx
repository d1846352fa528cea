import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  ScrollArea,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import { ApiError, CATEGORIES, type Site } from '@sitenet/api-client';
import { LANGUAGE_CATALOGUE, languageLabel } from '@sitenet/i18n/languages';
import { useCreateSite } from '../api/create-site';
import { useUpdateSite } from '../api/update-site';
import {
  emptySiteForm,
  formToInput,
  serverFieldErrors,
  siteToForm,
  validateSiteForm,
  type SiteField,
  type SiteFieldErrors,
  type SiteFormValues,
} from '../lib/site-form';

export interface SiteFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The site being edited; absent: a new site. */
  site?: Site;
}

const FIELD_ORDER: SiteField[] = ['name', 'domain', 'aliases', 'description', 'languages', 'defaultLanguage', 'categories'];
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Add New Site / Edit: name, domain, alias domains, description, languages with the default one,
 * and the categories the site carries. Errors (the contract's rules first, then the server's 400
 * and 409) are shown at their field, focus goes to the first, and what was typed stays.
 */
export function SiteFormDialog({ opened, onClose, site }: SiteFormDialogProps) {
  const [values, setValues] = useState<SiteFormValues>(() => (site ? siteToForm(site) : emptySiteForm()));
  const [errors, setErrors] = useState<SiteFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSite();
  const update = useUpdateSite();
  const saving = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const fieldId = (field: SiteField) => `${id}-${field}`;

  // Each opening starts from the site as it is now (or an empty form).
  useEffect(() => {
    if (!opened) return;
    setValues(site ? siteToForm(site) : emptySiteForm());
    setErrors({});
    setFailure(null);
  }, [opened, site]);

  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key as SiteField;
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: SiteFieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    // A text field takes focus itself; a group of checkboxes through its first enabled box.
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`);
      const focusable = target?.matches('input, textarea, select') ? target : target?.querySelector<HTMLElement>('input:not(:disabled)');
      focusable?.focus();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = validateSiteForm(values);
    if (Object.keys(invalid).length > 0) return showErrors(invalid);
    const input = formToInput(values);
    const options = {
      onSuccess: () => onClose(),
      onError: (error: unknown) => {
        const found = serverFieldErrors(error, values);
        if (Object.keys(found).length > 0) showErrors(found);
        else setFailure(error instanceof ApiError ? error.message : 'Network error. Please try again.');
      },
    };
    if (site) update.mutate({ id: site.id, input }, options);
    else create.mutate(input, options);
  };

  const toggleLanguage = (codes: string[]) => {
    // English stays: posts are written in English first.
    const next = codes.includes('en') ? codes : ['en', ...codes];
    set('languages', next);
    if (!next.includes(values.defaultLanguage)) set('defaultLanguage', 'en');
  };

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => {} : onClose}
      title={site ? `Edit ${site.name}` : 'Add New Site'}
      centered
      size="min(640px, calc(100vw - 32px))"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            id={fieldId('name')}
            label="Site name"
            required
            data-autofocus
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
          />
          <TextInput
            id={fieldId('domain')}
            label="Domain"
            description="The host name readers visit, without http:// (e.g. news.example.com)"
            required
            value={values.domain}
            onChange={(event) => set('domain', event.currentTarget.value)}
            error={errors.domain}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Textarea
            id={fieldId('aliases')}
            label="Alias domains"
            description="Optional, one per line: they redirect to the domain"
            rows={2}
            value={values.aliases}
            onChange={(event) => set('aliases', event.currentTarget.value)}
            error={errors.aliases}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Textarea
            id={fieldId('description')}
            label="Description"
            rows={2}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.description}
            maxLength={500}
          />
          <Checkbox.Group
            id={fieldId('languages')}
            label="Languages"
            description="English is always included: posts are written in English first"
            value={values.languages}
            onChange={toggleLanguage}
            error={errors.languages}
          >
            <ScrollArea.Autosize mah={160} type="auto" mt="xs">
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
                {LANGUAGE_CATALOGUE.map((language) => (
                  <Checkbox
                    key={language.code}
                    value={language.code}
                    label={`${language.flag} ${language.label}`}
                    disabled={language.code === 'en'}
                  />
                ))}
              </SimpleGrid>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <NativeSelect
            id={fieldId('defaultLanguage')}
            label="Default language"
            value={values.defaultLanguage}
            onChange={(event) => set('defaultLanguage', event.currentTarget.value)}
            error={errors.defaultLanguage}
            data={values.languages.map((code) => ({ value: code, label: languageLabel(code) }))}
          />
          <Checkbox.Group
            id={fieldId('categories')}
            label="Categories"
            description="The categories the site carries; none checked means every category"
            value={values.categories}
            onChange={(next) => set('categories', next)}
            error={errors.categories}
          >
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={capitalise(category)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {site ? 'Save Changes' : 'Create Site'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
