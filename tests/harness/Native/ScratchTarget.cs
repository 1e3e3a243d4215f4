using Bench.Harness.Native;
using Bench.Harness.Volume;

namespace Bench.Harness.Tests.Native;

/// <summary>A native target on a workspace of its own, both removed together, as a run's session removes them.</summary>
internal sealed class ScratchTarget : IAsyncDisposable
{
    private ScratchTarget(RunWorkspace workspace, Durability durability, Func<IBlockFile, bool, DirectIoProof>? prove)
    {
        Workspace = workspace;
        Target = prove is null ? NativeTarget.Open(workspace, durability) : NativeTarget.Open(workspace, durability, prove);
    }

    public RunWorkspace Workspace { get; }

    public NativeTarget Target { get; }

    /// <summary>The target on a new workspace; <paramref name="prove"/> stands in for the direct I/O probe when given.</summary>
    public static ScratchTarget Open(
        string dataDirectory, string runId, string? backupDirectory = null, Durability durability = Durability.SqlServer, Func<IBlockFile, bool, DirectIoProof>? prove = null) =>
        new(RunWorkspace.Open(dataDirectory, runId, backupDirectory), durability, prove);

    public async ValueTask DisposeAsync()
    {
        await Target.DisposeAsync();
        Workspace.Dispose();
    }
}
