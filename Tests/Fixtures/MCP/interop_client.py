"""Drives `strata mcp` with the official Python MCP SDK, as a coding agent's client would.

Usage: interop_client.py STRATA_BINARY PROJECT_DIR MODE TOOL TOOL_ARGUMENTS_JSON RESOURCE_URI

MODE is the SDK's connect mode: "legacy" (2025-11-25 initialize handshake) or "auto"
(server/discover first). Lists tools, resources and prompts, calls TOOL, reads RESOURCE_URI,
and prints what it saw as one JSON object on stdout.
"""
import asyncio
import json
import sys

from mcp import Client, StdioServerParameters


async def main():
    strata, project, mode, tool, tool_arguments, resource_uri = sys.argv[1:7]
    server = StdioServerParameters(command=strata, args=["mcp"], cwd=project)
    async with Client(server, mode=mode) as client:
        tools = await client.list_tools()
        called = await client.call_tool(tool, json.loads(tool_arguments))
        resources = await client.list_resources()
        read = await client.read_resource(resource_uri)
        prompts = await client.list_prompts()
        summary = {
            "protocolVersion": client.protocol_version,
            "serverName": client.server_info.name if client.server_info else None,
            "tools": [t.name for t in tools.tools],
            "toolResult": {
                "isError": bool(called.is_error),
                "structuredContent": called.structured_content,
                "text": [c.text for c in called.content if c.type == "text"],
            },
            "resources": [str(r.uri) for r in resources.resources],
            "resource": {"uri": str(read.contents[0].uri), "text": read.contents[0].text},
            "prompts": [p.name for p in prompts.prompts],
        }
    print(json.dumps(summary, sort_keys=True))


asyncio.run(main())
