import { describeRepositoryContract } from '../testing/repository-contract.ts';
import { createMemoryPersistence } from './index.ts';

describeRepositoryContract('memory', { fresh: async () => createMemoryPersistence() });
