import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('RateCard', bucket, import.meta.glob('./*/index.ts', { eager: true }));
