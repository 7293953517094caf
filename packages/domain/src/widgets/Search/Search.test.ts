import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('Search', bucket, import.meta.glob('./*/index.ts', { eager: true }));
