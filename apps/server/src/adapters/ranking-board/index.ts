export * from './ranking-board';
