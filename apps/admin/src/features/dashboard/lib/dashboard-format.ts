const integer = new Intl.NumberFormat('en-GB');

export const formatCount = (value: number): string => integer.format(value);

/** Up to two letters of a person's name, for an avatar. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The earnings figure when the offers earned nothing in the period. */
export const NO_EARNINGS = 'No earnings yet';
