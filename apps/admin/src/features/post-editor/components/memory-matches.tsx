import { Badge, Button, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { TranslationMemoryMatch } from '@sitenet/api-client';
import { useMemoryMatches } from '../api/get-memory-matches';
import classes from './memory-matches.module.css';

/** A memory popover's width: wide enough for a sentence, never wider than a phone's screen. */
export const MEMORY_POPOVER_WIDTH = 'min(440px, calc(100vw - 24px))';

/** "100 %", "87 %": the score as translators read it. */
export const scoreLabel = (score: number) => `${Math.round(score * 100)} %`;

interface MemoryMatchesProps {
  siteId: number;
  lang: string;
  /** The original's text of the segment. */
  source: string;
  /** Writes the chosen match's translation into the field (an unsaved change). */
  onInsert: (target: string) => void;
  /** Whether to ask the server now (the list is on screen). */
  enabled?: boolean;
}

/**
 * The translation memory's matches for one segment, best first: each a button (click or Enter)
 * that inserts its translation, showing its score and the source it was stored for.
 */
export function MemoryMatches({ siteId, lang, source, onInsert, enabled = true }: MemoryMatchesProps) {
  const query = useMemoryMatches({ siteId, targetLang: lang, text: source }, enabled);
  if (query.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        Looking in the memory...
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Stack gap={4} align="flex-start" role="alert">
        <Text size="sm">The translation memory could not be read.</Text>
        <Button size="compact-xs" variant="light" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        No matches in memory
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label="Matches in memory">
      {query.data.map((match: TranslationMemoryMatch) => (
        <li key={match.source}>
          <UnstyledButton
            className={classes.match}
            onClick={() => onInsert(match.target)}
            aria-label={`Insert the ${scoreLabel(match.score)} match: ${match.target}`}
          >
            <Badge size="sm" variant={match.score === 1 ? 'filled' : 'light'} color={match.score === 1 ? 'green' : 'blue'}>
              {scoreLabel(match.score)}
            </Badge>
            <span className={classes.target} lang={lang}>
              {match.target}
            </span>
            <span className={classes.source} lang="en">
              From: {match.source}
            </span>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
