export * from './catalogue';
export * from './knows';
export * from './users';
export * from './analytics';
