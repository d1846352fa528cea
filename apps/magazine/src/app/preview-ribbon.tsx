import { useT } from '../lib/locale-context';

/**
 * The band across the top of a preview page (a signed link from the console): says the page is a
 * preview and who can see it. Inline styles: a preview page loads no route chunk of its own, and
 * the band must show above whatever the article's stylesheet does.
 */
export function PreviewRibbon() {
  const t = useT();
  return (
    <div
      role="note"
      data-testid="preview-ribbon"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 1000,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.25rem 0.75rem',
        justifyContent: 'center',
        alignItems: 'baseline',
        padding: '0.5rem 1rem',
        background: '#f59f00',
        color: '#1a1b1e',
        fontSize: '0.9rem',
        textAlign: 'center',
      }}
    >
      <strong style={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>{t('preview.ribbon')}</strong>
      <span>{t('preview.note')}</span>
    </div>
  );
}
