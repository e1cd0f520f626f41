export { FALLBACK_SALES_CAPACITY, ScaleMemory, type SellRequest } from './memory.js';
export { type Simulator, type SimulatorOptions, startSimulator } from './simulator.js';
