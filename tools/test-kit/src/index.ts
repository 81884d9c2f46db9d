export { systemTool, requireAllTools, type SystemTool } from './system-tool.js';
export { phaseTests, isStackPhase, EVENTUALLY, type PhaseOptions } from './vitest-phase.js';
export { parseOrExit, portOption, UsageError, withOptionalValue } from './command-line.js';
export { PROPERTY_COUNT, propertyCount } from './property-count.js';
export { deleteUsersInTurn, type UserDeletion } from './delete-users-in-turn.js';
