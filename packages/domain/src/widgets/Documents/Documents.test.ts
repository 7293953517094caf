import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('Documents', bucket, import.meta.glob('./*/index.ts', { eager: true }));
