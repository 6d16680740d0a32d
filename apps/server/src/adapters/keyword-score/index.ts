export * from './keyword-score';
