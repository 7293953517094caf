/// <reference lib="webworker" />
import { packRateCardCsvResult, readRateCardCsv, serveCsvReader } from '@backoffice/domain/model';

serveCsvReader(self as unknown as DedicatedWorkerGlobalScope, (file, options) =>
  readRateCardCsv(file, options).then(packRateCardCsvResult),
);
