export { systemTool, requireAllTools, type SystemTool } from './system-tool.js';
