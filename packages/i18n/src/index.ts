export * from './locales';
export * from './keys';
