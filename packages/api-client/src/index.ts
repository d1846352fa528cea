export * from './http';
export * from './admin';
export * from './public';
export * from './schemas/common';
export * from './schemas/admin';
export * from './schemas/public';
export * from './schemas/posts';
export * from './app-config';
