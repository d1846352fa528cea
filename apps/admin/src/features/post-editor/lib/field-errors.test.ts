import { describe, expect, it } from 'vitest';
import { toRequest } from './draft';
import { errorLanguage, errorsFromServer, fieldId } from './field-errors';
import { postWithTips } from './fixtures.test-helpers';
import { validateRequest } from './validate';

describe('validation errors at the field', () => {
  it("maps the contract's zod issues to fields, tips named by id", () => {
    const post = postWithTips();
    post.meta.category = '';
    post.translations.en!.title = '';
    post.translations.en!.content[1] = { ...post.translations.en!.content[1]!, description: '', cta_link: 'javascript:alert(1)' };
    const errors = validateRequest(toRequest(post, 1));
    expect(errors['category']).toBeDefined();
    expect(errors['translations.en.title']).toBe('Title is required');
    expect(errors['translations.en.content.tip-b.description']).toBe('Description is required');
    expect(errors['translations.en.content.tip-b.cta_link']).toBe('Only http and https links are allowed');
  });

  it('asks for a date when a language is scheduled, and for alt text when there is an image', () => {
    const post = postWithTips();
    post.translations.en!.status = 'scheduled';
    post.meta.featured_image_url = '/media/1/cover.webp';
    const errors = validateRequest(toRequest(post, 1), 3);
    expect(errors['translations.en.publish_at']).toBe('Choose when to publish');
    expect(errors['translations.en.featured_image_alt']).toBe('Describe the image for readers who cannot see it');
  });

  it("maps the server's error keys (positions) to the same fields", () => {
    const post = postWithTips();
    const request = toRequest(post, 1);
    const errors = errorsFromServer(
      {
        message: 'Validation failed',
        errors: {
          'translations.es.slug': ['This slug is taken in Spanish'],
          'translations.en.content.2.title': ['Too long'],
        },
      },
      request,
    );
    expect(errors).toEqual({
      'translations.es.slug': 'This slug is taken in Spanish',
      'translations.en.content.tip-c.title': 'Too long',
    });
    expect(errorLanguage('translations.es.slug')).toBe('es');
    expect(errorLanguage('category')).toBeNull();
    expect(fieldId('translations.en.content.tip-c.title')).toBe('field-translations-en-content-tip-c-title');
  });

  it('passes a complete post', () => {
    expect(validateRequest(toRequest(postWithTips(), 1))).toEqual({});
  });
});
