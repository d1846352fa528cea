import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Divider, Group, Paper, Select, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { useForm } from '@mantine/form';
import { ACCENT_COLORS, SITE_PAGES, type AdminLanguage, type Site, type SiteSettingsResponse } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useLanguages } from '../../../lib/api/get-languages';
import { notifySuccess } from '../../../lib/notify-success';
import { useSaveSiteSettings, useSiteSettings } from '../api/settings';
import { saveFailure, type SaveFailure } from '../lib/save-failure';
import { toForm, toRequest, type SiteSettingsForm } from '../lib/site-form';
import { ImageField } from './image-field';
import { PageTextsField } from './page-texts-field';
import { SaveShell } from './save-shell';

const NO_LANGUAGES: AdminLanguage[] = [];
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** /{domain}/settings: the site's identity, contact page, own pages, SEO defaults and switches. */
export function SiteSettingsPage({ site }: { site: Site }) {
  const settings = useSiteSettings(site.id);
  const languages = useLanguages(site.id);
  return (
    <QueryState
      isPending={settings.isPending || languages.isPending}
      error={settings.error}
      data={settings.data}
      refetch={() => void settings.refetch()}
      what="Site settings"
    >
      {(data) => (
        <SiteSettingsForm
          key={site.id}
          site={site}
          loaded={data}
          languages={(languages.data ?? NO_LANGUAGES).map((language) => language.code)}
          reload={async () => (await settings.refetch()).data}
        />
      )}
    </QueryState>
  );
}

interface FormProps {
  site: Site;
  loaded: SiteSettingsResponse;
  languages: string[];
  reload: () => Promise<SiteSettingsResponse | undefined>;
}

function SiteSettingsForm({ site, loaded, languages, reload }: FormProps) {
  const [version, setVersion] = useState(loaded.version);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = useSaveSiteSettings(site.id);
  const form = useForm<SiteSettingsForm>({ mode: 'controlled', initialValues: toForm(loaded.settings, languages) });
  const errorOf = (path: string) => (form.errors[path] as string | undefined) ?? undefined;
  const pageLanguages = languages.length ? languages : ['en'];

  const submit = () => {
    setFailure(null);
    save.mutate(toRequest(form.getValues(), version), {
      onSuccess: (saved) => {
        setVersion(saved.version);
        const values = toForm(saved.settings, languages);
        form.setInitialValues(values);
        form.setValues(values);
        form.resetDirty(values);
        form.clearErrors();
        notifySuccess('Settings saved');
      },
      // Whatever failed, what was typed stays in the form.
      onError: (error) => {
        const found = saveFailure(error);
        setFailure(found);
        form.setErrors(found.fields);
      },
    });
  };

  const loadTheirs = async () => {
    const theirs = await reload();
    if (!theirs) return;
    const values = toForm(theirs.settings, languages);
    setVersion(theirs.version);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setFailure(null);
  };

  const setPage = (page: (typeof SITE_PAGES)[number], code: string, field: 'title' | 'html', value: string) => {
    const current = form.getValues().pages[page][code]?.[field] ?? '';
    // An editor that opens on nothing reports `<p></p>`: no change for the unsaved-changes check.
    if (field === 'html' && !hasText(value) && !hasText(current)) return;
    form.setFieldValue(`pages.${page}.${code}.${field}`, value);
  };

  const social = form.getValues().contact.social;
  return (
    <SaveShell dirty={form.isDirty()} saving={save.isPending} failure={failure} onSubmit={submit} onReload={() => void loadTheirs()}>
      <Section title="Identity" description={`How ${site.name} presents itself. Its name is edited with the site.`}>
        <TextInput label="Tagline" maxLength={160} {...form.getInputProps('identity.tagline')} />
        <ImageField
          label="Logo"
          description="Shown in the header and footer instead of the network's mark."
          siteId={site.id}
          value={form.getValues().identity.logo_url}
          onChange={(url) => form.setFieldValue('identity.logo_url', url)}
          error={errorOf('identity.logo_url')}
        />
        <ImageField
          label="Favicon"
          description="The browser tab's icon (a square image)."
          siteId={site.id}
          value={form.getValues().identity.favicon_url}
          onChange={(url) => form.setFieldValue('identity.favicon_url', url)}
          error={errorOf('identity.favicon_url')}
        />
        <Select
          label="Accent colour"
          description="From the theme's palette; empty keeps the magazine's own colours."
          clearable
          data={ACCENT_COLORS.map((color) => ({ value: color, label: color.charAt(0).toUpperCase() + color.slice(1) }))}
          {...form.getInputProps('identity.accent_color')}
        />
      </Section>

      <Section title="Contact" description="The contact page. Empty fields show the magazine's default text.">
        <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps('contact.email')} />
        <TextInput label="Phone" maxLength={40} {...form.getInputProps('contact.phone')} />
        <Textarea label="Address" maxLength={300} rows={2} {...form.getInputProps('contact.address')} />
        <TextInput label="Hours" maxLength={160} {...form.getInputProps('contact.hours')} />
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Social links
          </Text>
          {social.map((_, index) => (
            <Group key={index} align="flex-start" wrap="nowrap">
              <TextInput label="Name" maxLength={40} {...form.getInputProps(`contact.social.${index}.label`)} />
              <TextInput label="Link" placeholder="https://" style={{ flex: 1 }} {...form.getInputProps(`contact.social.${index}.url`)} />
              <ActionIcon variant="subtle" color="red" mt={26} aria-label={`Remove link ${index + 1}`} onClick={() => form.removeListItem('contact.social', index)}>
                ×
              </ActionIcon>
            </Group>
          ))}
          {social.length < 10 && (
            <Button variant="default" size="xs" w="fit-content" onClick={() => form.insertListItem('contact.social', { label: '', url: '' })}>
              Add a link
            </Button>
          )}
        </Stack>
      </Section>

      <Section title="Pages" description="About, privacy and terms, in each of the site's languages.">
        {SITE_PAGES.map((page, index) => (
          <Stack key={page} gap="sm">
            {index > 0 && <Divider />}
            <PageTextsField
              page={page}
              languages={pageLanguages}
              value={form.getValues().pages[page]}
              onChange={(code, field, value) => setPage(page, code, field, value)}
              errorOf={errorOf}
            />
          </Stack>
        ))}
      </Section>

      <Section title="SEO" description="Defaults for every page of the site.">
        <TextInput
          label="Title template"
          description="%s is the page's title, e.g. “%s · TipsHub”. Empty: “Page | Site name”."
          maxLength={120}
          {...form.getInputProps('seo.title_template')}
        />
        <ImageField
          label="Default share image"
          description="Link previews of pages without a picture of their own."
          siteId={site.id}
          value={form.getValues().seo.share_image_url}
          onChange={(url) => form.setFieldValue('seo.share_image_url', url)}
          error={errorOf('seo.share_image_url')}
        />
        <Switch
          label="Hide from search engines (noindex)"
          description="For a staging site: every page says noindex, robots.txt disallows all, sitemaps are empty."
          {...form.getInputProps('seo.noindex', { type: 'checkbox' })}
        />
      </Section>

      <Section title="Features" description="Parts of the magazine the site can switch off.">
        <Switch label="Contact form" {...form.getInputProps('features.contact_form', { type: 'checkbox' })} />
        <Switch label="Newsletter box" {...form.getInputProps('features.newsletter', { type: 'checkbox' })} />
      </Section>
    </SaveShell>
  );
}

export function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
