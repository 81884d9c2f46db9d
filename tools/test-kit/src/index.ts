export { systemTool, requireAllTools, type SystemTool } from './system-tool.js';
export { phaseTests, isStackPhase, type PhaseOptions } from './vitest-phase.js';
