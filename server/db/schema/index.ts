export * from './catalogue';
export * from './knows';
export * from './users';
export * from './analytics';
export * from './library';
export * from './jobs';
