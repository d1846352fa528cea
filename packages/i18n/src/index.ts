export * from './locales';
export * from './keys';
export * from './routes';
export * from './format';
