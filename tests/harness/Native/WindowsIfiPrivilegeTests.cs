using Bench.Harness.Native;
using Microsoft.Win32.SafeHandles;

namespace Bench.Harness.Tests.Native;

/// <summary>IFI on Windows needs SeManageVolumePrivilege: what the harness does with each answer the token gives.</summary>
public sealed class WindowsIfiPrivilegeTests
{
    /// <summary>Answers as the token would, and records what it was asked for.</summary>
    private sealed class FakeToken(PrivilegeAdjustment answer) : IPrivilegeAdjuster
    {
        public List<string> Asked { get; } = [];

        public PrivilegeAdjustment Enable(string privilege)
        {
            Asked.Add(privilege);
            return answer;
        }
    }

    [Fact]
    public void The_privilege_asked_for_is_the_one_SetFileValidData_needs()
    {
        var token = new FakeToken(PrivilegeAdjustment.Enabled);

        var state = WindowsIfiPrivilege.Enable(token);

        Assert.Equal(["SeManageVolumePrivilege"], token.Asked);
        Assert.True(state.Enabled);
        Assert.Null(state.SkipReason);
    }

    [Fact]
    public void An_account_without_the_privilege_gets_IFI_on_skipped_with_the_fix_named()
    {
        var state = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.NotHeld, "AdjustTokenPrivileges: ERROR_NOT_ALL_ASSIGNED")));

        Assert.False(state.Enabled);
        Assert.Contains("grant 'Perform volume maintenance tasks' to this account, as SQL Server's service account has it, or run elevated", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains("ERROR_NOT_ALL_ASSIGNED", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains("IFI-on cases are skipped", state.State, StringComparison.Ordinal);
    }

    [Fact]
    public void An_administrator_in_a_prompt_not_elevated_is_told_the_prompt_is_not_elevated_not_that_the_account_lacks_it()
    {
        var state = WindowsIfiPrivilege.Enable(new FakeToken(WindowsTokenPrivileges.Classify(
            WindowsIfiPrivilege.PrivilegeName, adjusted: true, error: 1300, elevationType: WindowsTokenPrivileges.TokenElevationTypeLimited)));

        Assert.False(state.Enabled);
        Assert.StartsWith("this prompt is not elevated (run as administrator)", state.State, StringComparison.Ordinal);
        Assert.DoesNotContain("this account does not hold", state.State, StringComparison.Ordinal);
        Assert.Contains("this prompt is not elevated (run as administrator)", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains("TokenElevationType: Limited", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains("'Run as administrator'", state.SkipReason, StringComparison.Ordinal);
        Assert.StartsWith("IFI: this prompt is not elevated (run as administrator)", WindowsHost.Describe(state, wineVersion: null)[0], StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1, PrivilegeOutcome.NotHeld)] // TokenElevationTypeDefault: no split token (UAC off, or not an administrator)
    [InlineData(2, PrivilegeOutcome.NotHeld)] // TokenElevationTypeFull: elevated, and still without it (the policy took it away)
    [InlineData(null, PrivilegeOutcome.NotHeld)] // GetTokenInformation failed
    [InlineData(3, PrivilegeOutcome.NotElevated)]
    public void Only_a_limited_token_without_the_privilege_is_a_prompt_not_elevated(int? elevationType, PrivilegeOutcome expected)
    {
        Assert.Equal(expected, WindowsTokenPrivileges.Classify(WindowsIfiPrivilege.PrivilegeName, adjusted: true, error: 1300, elevationType).Outcome);
        Assert.Equal(PrivilegeOutcome.Enabled, WindowsTokenPrivileges.Classify(WindowsIfiPrivilege.PrivilegeName, adjusted: true, error: 0, elevationType).Outcome);
        Assert.Equal(PrivilegeOutcome.Failed, WindowsTokenPrivileges.Classify(WindowsIfiPrivilege.PrivilegeName, adjusted: false, error: 5, elevationType).Outcome);
    }

    [Fact]
    public void A_failed_token_call_is_reported_with_its_error_and_the_same_fix()
    {
        var state = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.Failed, "OpenProcessToken failed: Access is denied. (error 5)")));

        Assert.False(state.Enabled);
        Assert.Contains("OpenProcessToken failed: Access is denied. (error 5)", state.SkipReason, StringComparison.Ordinal);
        Assert.Contains(WindowsIfiPrivilege.Fix, state.SkipReason, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_the_privilege_allocation_is_refused_before_the_file_is_touched()
    {
        using var temp = new TempDirectory();
        var state = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.NotHeld, "AdjustTokenPrivileges: ERROR_NOT_ALL_ASSIGNED")));
        using SafeFileHandle file = File.OpenHandle(temp["data.mdf"], FileMode.CreateNew, FileAccess.ReadWrite);

        var allocated = WindowsIo.TryAllocate(file, 1 << 20, state, out var reason);

        Assert.False(allocated);
        Assert.Equal(state.SkipReason, reason);
        Assert.Equal(0, RandomAccess.GetLength(file));
    }

    [Theory]
    [InlineData(@"\\fileserver\bench\bench-1\data.mdf")]
    [InlineData(@"\\?\UNC\fileserver\bench\bench-1\data.mdf")]
    public void A_data_dir_on_a_share_is_told_the_share_does_not_accept_it_not_to_use_NTFS(string path)
    {
        var reason = WindowsIo.AllocationRefused(path, error: 1);

        Assert.Contains($"{path} is on a network share, and the share's file system does not accept it", reason, StringComparison.Ordinal);
        Assert.DoesNotContain("it needs NTFS", reason, StringComparison.Ordinal);
        Assert.EndsWith("Fix: put --data-dir on a local NTFS volume for IFI-on cases", reason, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(@"D:\bench\bench-1\data.mdf")]
    [InlineData(@"\\?\D:\bench\bench-1\data.mdf")]
    [InlineData("")]
    public void A_local_data_dir_is_told_SetFileValidData_needs_NTFS(string path)
    {
        var reason = WindowsIo.AllocationRefused(path, error: 1);

        Assert.DoesNotContain("network share", reason, StringComparison.Ordinal);
        Assert.EndsWith("it needs NTFS, and neither a compressed nor a sparse file). Fix: put --data-dir on an NTFS volume", reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Doctor_says_first_whether_IFI_on_cases_can_run_and_that_Wine_is_no_Windows()
    {
        var missing = WindowsIfiPrivilege.Enable(new FakeToken(new(PrivilegeOutcome.NotHeld, "not held")));

        var lines = WindowsHost.Describe(missing, wineVersion: "8.0");

        Assert.StartsWith("IFI: this account does not hold SeManageVolumePrivilege", lines[0], StringComparison.Ordinal);
        Assert.Contains("Wine 8.0: a smoke test", lines[1], StringComparison.Ordinal);
        Assert.Single(WindowsHost.Describe(WindowsIfiPrivilege.Enable(new FakeToken(PrivilegeAdjustment.Enabled)), wineVersion: null));
    }

    [Fact]
    public void The_real_token_call_enables_the_privilege_or_says_why_on_Windows()
    {
        Assert.SkipUnless(OperatingSystem.IsWindows(), "the process token is Windows' (CI runs the real call under Wine through bench doctor)");

        var answer = new WindowsTokenPrivileges().Enable(WindowsIfiPrivilege.PrivilegeName);

        Assert.True(answer.Outcome == PrivilegeOutcome.Enabled || answer.Detail.Length > 0, answer.Detail);
    }
}
