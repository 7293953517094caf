import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('WatchList', bucket, import.meta.glob('./*/index.ts', { eager: true }));
