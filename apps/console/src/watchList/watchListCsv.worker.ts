/// <reference lib="webworker" />
import { readWatchListCsv, serveCsvReader } from '@backoffice/domain/model';

serveCsvReader(self as unknown as DedicatedWorkerGlobalScope, readWatchListCsv);
