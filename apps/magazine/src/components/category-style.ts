/** Emoji and gradient of each of the 8 categories (technology and career are styled, not linked). */
export const CATEGORY_STYLES: Record<string, { emoji: string; gradient: string; accent: string }> = {
  lifestyle: { emoji: '🌿', gradient: 'linear-gradient(135deg, #fbcfe8 0%, #d8b4fe 100%)', accent: '#9d4edd' },
  health: { emoji: '💪', gradient: 'linear-gradient(135deg, #a7f3d0 0%, #5eead4 100%)', accent: '#0f766e' },
  money: { emoji: '💰', gradient: 'linear-gradient(135deg, #fef08a 0%, #fcd34d 100%)', accent: '#b45309' },
  home: { emoji: '🏡', gradient: 'linear-gradient(135deg, #fed7aa 0%, #fdba74 100%)', accent: '#c2410c' },
  food: { emoji: '🍳', gradient: 'linear-gradient(135deg, #fecaca 0%, #fda4af 100%)', accent: '#be123c' },
  travel: { emoji: '✈️', gradient: 'linear-gradient(135deg, #bfdbfe 0%, #a5b4fc 100%)', accent: '#4338ca' },
  technology: { emoji: '💻', gradient: 'linear-gradient(135deg, #c7d2fe 0%, #a5f3fc 100%)', accent: '#4338ca' },
  career: { emoji: '🚀', gradient: 'linear-gradient(135deg, #ddd6fe 0%, #99f6e4 100%)', accent: '#0e7490' },
};

const FALLBACK = { emoji: '✨', gradient: 'linear-gradient(135deg, #c7d2fe 0%, #e9d5ff 100%)', accent: '#4c6ef5' };

export function categoryStyle(category: string) {
  return CATEGORY_STYLES[category] ?? FALLBACK;
}
