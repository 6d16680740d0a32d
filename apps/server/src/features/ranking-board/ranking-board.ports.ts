/** What the ranking board needs from the outside: the ranking service adapter (app.ts wires it in). */
import type { RankingBoardPort as RankingServicePort } from '../../adapters/ranking-board';

export type RankingBoardPort = Pick<RankingServicePort, 'configured' | 'rankup' | 'brandrank' | 'sellrank'>;
