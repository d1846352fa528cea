import type { Category } from './categories';

/**
 * The theme's category palette: the gradients an editor picks from (the eight styled categories'
 * own, in their order). A category's gradient is one of these, so every page keeps the theme's look.
 */
export const CATEGORY_GRADIENTS = [
  'linear-gradient(135deg, #fbcfe8 0%, #d8b4fe 100%)',
  'linear-gradient(135deg, #a7f3d0 0%, #5eead4 100%)',
  'linear-gradient(135deg, #fef08a 0%, #fcd34d 100%)',
  'linear-gradient(135deg, #fed7aa 0%, #fdba74 100%)',
  'linear-gradient(135deg, #fecaca 0%, #fda4af 100%)',
  'linear-gradient(135deg, #bfdbfe 0%, #a5b4fc 100%)',
  'linear-gradient(135deg, #c7d2fe 0%, #a5f3fc 100%)',
  'linear-gradient(135deg, #ddd6fe 0%, #99f6e4 100%)',
] as const;

/** The look of an unknown category (a post whose key the site no longer has). */
export const FALLBACK_CATEGORY_STYLE = {
  emoji: '✨',
  gradient: 'linear-gradient(135deg, #c7d2fe 0%, #e9d5ff 100%)',
} as const;

/** The eight styled categories' emoji and gradient (the defaults' look; light enough for the magazine's bundle). */
export const DEFAULT_CATEGORY_STYLES: Record<
  Category,
  { emoji: string; gradient: (typeof CATEGORY_GRADIENTS)[number] }
> = {
  lifestyle: { emoji: '🌿', gradient: CATEGORY_GRADIENTS[0] },
  health: { emoji: '💪', gradient: CATEGORY_GRADIENTS[1] },
  money: { emoji: '💰', gradient: CATEGORY_GRADIENTS[2] },
  home: { emoji: '🏡', gradient: CATEGORY_GRADIENTS[3] },
  food: { emoji: '🍳', gradient: CATEGORY_GRADIENTS[4] },
  travel: { emoji: '✈️', gradient: CATEGORY_GRADIENTS[5] },
  technology: { emoji: '💻', gradient: CATEGORY_GRADIENTS[6] },
  career: { emoji: '🚀', gradient: CATEGORY_GRADIENTS[7] },
};
