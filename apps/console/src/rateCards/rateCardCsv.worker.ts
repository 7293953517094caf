/// <reference lib="webworker" />
import { readRateCardCsv, serveCsvReader } from '@backoffice/domain/model';

serveCsvReader(self as unknown as DedicatedWorkerGlobalScope, readRateCardCsv);
