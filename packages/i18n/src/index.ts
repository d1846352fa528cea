export * from './locales';
export * from './keys';
export * from './categories';
export * from './routes';
export * from './format';
export * from './bidi';
export * from './languages';
export * from './category-styles';
