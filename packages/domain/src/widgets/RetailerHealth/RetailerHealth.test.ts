import { describeBucketIndex } from '../../test/bucketIndex';
import * as bucket from './index';

describeBucketIndex('RetailerHealth', bucket, import.meta.glob('./*/index.ts', { eager: true }));
