import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('Approvals', bucket, import.meta.glob('./*/index.ts', { eager: true }));
