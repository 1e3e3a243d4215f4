using Bench.Harness.Native;
using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Native;

/// <summary>A native target on a workspace of its own, both removed together, as a run's session removes them.</summary>
internal sealed class ScratchTarget : IAsyncDisposable
{
    private ScratchTarget(RunWorkspace workspace, Durability durability)
    {
        Workspace = workspace;
        Target = NativeTarget.Open(workspace, durability);
    }

    public RunWorkspace Workspace { get; }

    public NativeTarget Target { get; }

    public static ScratchTarget Open(string dataDirectory, string runId, string? backupDirectory = null, Durability durability = Durability.SqlServer) =>
        new(RunWorkspace.Open(dataDirectory, runId, backupDirectory), durability);

    public async ValueTask DisposeAsync()
    {
        await Target.DisposeAsync();
        Workspace.Dispose();
    }
}
