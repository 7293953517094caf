import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('Insights', bucket, import.meta.glob('./*/index.ts', { eager: true }));
